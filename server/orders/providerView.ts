/**
 * What the customer's order page shows of the partner app: the assigned provider's first name and
 * photo once they accepted the job ("Chef assigned"), the start code from 2 hours before the slot until the job
 * starts, and the on-time promise's state (on the way, arrived, the no-show cancel: ./noShowOffer.ts).
 */
import { eq } from 'drizzle-orm';
import type { OrderDetails } from '../../lib/contracts/orders';
import { effectiveStatus, heldAmount } from '../../lib/orders';
import { customerSeesStartCode, firstName, jobWindow } from '../../lib/providers';
import { assignedLabel } from '../../lib/punctuality';
import { providers, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';
import { noShowCancelOffer } from './noShowOffer';
import { providerPhotoUrl } from './providerPhoto';

/** The provider fields of the customer's order view. */
export type CustomerProviderFields = Pick<OrderDetails, 'provider' | 'startCode' | 'arrival'>;

/** The order's provider fields at `now`, from the order and its provider row (null when none is assigned). */
export function toCustomerProviderFields(
  order: Order,
  provider: Pick<Provider, 'name' | 'photoKey'> | null,
  now: Date,
): CustomerProviderFields {
  // the slot's start, as the provider's job window reads it (lib/providers jobWindow)
  const startsAt = jobWindow(order).start;
  const status = effectiveStatus(order.status, startsAt, now, heldAmount(order));
  // "Chef assigned" once the provider said yes in the partner app (starting the job records that too; a job our team
  // started for them counts), not before
  const accepted = order.providerAcceptedAt !== null || order.startedAt !== null;
  const offer = noShowCancelOffer(order, now);
  return {
    provider:
      provider && accepted
        ? {
            firstName: firstName(provider.name),
            photoUrl: provider.photoKey ? providerPhotoUrl(order.id, now, undefined, provider.photoKey) : null,
          }
        : null,
    startCode: order.providerId && customerSeesStartCode(status, startsAt, now) ? order.startCode : null,
    arrival:
      accepted || offer.canCancel
        ? {
            assignedLabel: assignedLabel(order.orderType),
            onTheWayAt: order.onTheWayAt?.toISOString() ?? null,
            arrivedAt: order.arrivedAt?.toISOString() ?? null,
            canCancelNoShow: offer.canCancel,
            noShowRefund: offer.refund,
          }
        : null,
  };
}

/** The order's provider fields, reading its provider. */
export async function customerProviderFields(db: Db, order: Order, now: Date): Promise<CustomerProviderFields> {
  if (!order.providerId) return toCustomerProviderFields(order, null, now);
  const [provider] = await db
    .select({ name: providers.name, photoKey: providers.photoKey })
    .from(providers)
    .where(eq(providers.id, order.providerId))
    .limit(1);
  return toCustomerProviderFields(order, provider ?? null, now);
}
