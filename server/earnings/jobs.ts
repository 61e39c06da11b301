/**
 * The earnings jobs (payloads in lib/jobs/earnings.ts): `earnings.order_completed`, enqueued by orders when an order
 * becomes Completed, credits its provider; `earnings.refund_created`, enqueued by payments with every refund,
 * charges the provider a refund they caused. Both are idempotent: a replay writes nothing new.
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { chargeRefund, creditCompletedOrder } from './ledger';

/** The earnings job handlers. */
export function earningJobHandlers(): JobHandlers {
  return {
    'earnings.order_completed': jobHandler('earnings.order_completed', async (db, payload, now) => {
      await creditCompletedOrder(db, payload.orderId, now);
    }),
    'earnings.refund_created': jobHandler('earnings.refund_created', async (db, payload, now) => {
      await chargeRefund(db, payload.refundId, now);
    }),
  };
}
