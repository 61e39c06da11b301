/**
 * The on-time promise's last step (lib/punctuality): when nobody has arrived NO_SHOW_AFTER_MINUTES after the
 * slot's start, the customer may cancel from the order page with a full refund. It is the console's "Provider did
 * not come" step taken by the customer: `cancelOrder` with the provider's cause (everything paid comes back, the
 * same refund rows and gateway requests, both told through the outbox), the job closed as a no-show
 * (`provider_no_show_at`), audited with the customer as the actor. The clock and the arrival are re-checked under
 * the order's lock, so an arrival that lands first wins.
 */
import { NO_SHOW_AFTER_MINUTES } from '../../lib/punctuality';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import type { PaymentDeps } from '../payments';
import { cancelOrder, type Cancellation } from './cancellation';
import { noShowCancelOffer } from './noShowOffer';

/** The audit action of the customer's no-show cancel. */
export const NO_SHOW_CANCEL_AUDIT_ACTION = 'order.customer_cancel_no_show';

/**
 * The customer cancels their order because nobody arrived (see the file comment).
 * @returns the cancellation (the order, the refund in whole rupees and where it stands).
 * @throws HttpError 404 unknown or another customer's order; 409 before NO_SHOW_AFTER_MINUTES, once the provider
 *   arrived or started, or when the order can no longer be cancelled.
 */
export async function cancelNoShow(
  db: Db,
  deps: PaymentDeps,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<Cancellation> {
  const guard = (locked: Order) => {
    if (locked.arrivedAt || locked.startedAt)
      throw new HttpError(409, 'Your provider has arrived, so this order can no longer be cancelled this way.');
    if (!noShowCancelOffer(locked, deps.now).canCancel) {
      throw new HttpError(409, `This is possible when nobody has arrived ${NO_SHOW_AFTER_MINUTES} minutes after the start of the slot.`);
    }
  };
  return cancelOrder(db, deps, {
    orderId,
    userId,
    cause: 'provider',
    note: 'Nobody arrived within the hour: cancelled by you with a full refund',
    audit: { actor: { kind: 'customer', userId }, action: NO_SHOW_CANCEL_AUDIT_ACTION, details: { customerId: userId } },
    guard,
    providerNoShow: true,
  });
}
