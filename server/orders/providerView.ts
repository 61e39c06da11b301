/**
 * What the customer's order page shows of the partner app: the assigned provider's first name and
 * photo, and the start code from 2 hours before the slot until the job starts.
 */
import { eq } from 'drizzle-orm';
import type { OrderDetails } from '../../lib/contracts/orders';
import { effectiveStatus, heldAmount } from '../../lib/orders';
import { customerSeesStartCode, firstName, jobWindow } from '../../lib/providers';
import { providers, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';
import { providerPhotoUrl } from './providerPhoto';

/** The provider fields of the customer's order view. */
export type CustomerProviderFields = Pick<OrderDetails, 'provider' | 'startCode'>;

/** The order's provider fields at `now`, from the order and its provider row (null when none is assigned). */
export function toCustomerProviderFields(
  order: Order,
  provider: Pick<Provider, 'name' | 'photoKey'> | null,
  now: Date,
): CustomerProviderFields {
  // the slot's start, as the provider's job window reads it (lib/providers jobWindow)
  const startsAt = jobWindow(order).start;
  const status = effectiveStatus(order.status, startsAt, now, heldAmount(order));
  return {
    provider: provider
      ? {
          firstName: firstName(provider.name),
          photoUrl: provider.photoKey ? providerPhotoUrl(order.id, now, undefined, provider.photoKey) : null,
        }
      : null,
    startCode: order.providerId && customerSeesStartCode(status, startsAt, now) ? order.startCode : null,
  };
}

/** The order's provider fields, reading its provider. */
export async function customerProviderFields(db: Db, order: Order, now: Date): Promise<CustomerProviderFields> {
  if (!order.providerId) return { provider: null, startCode: null };
  const [provider] = await db
    .select({ name: providers.name, photoKey: providers.photoKey })
    .from(providers)
    .where(eq(providers.id, order.providerId))
    .limit(1);
  return toCustomerProviderFields(order, provider ?? null, now);
}
