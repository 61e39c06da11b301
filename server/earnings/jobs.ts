/**
 * The earnings jobs (payloads in lib/jobs/earnings.ts): `earnings.order_completed`, enqueued by orders when an order
 * becomes Completed, credits its provider (once the balance is paid: it looks again every hour until then); `earnings.refund_created`, enqueued by payments with every refund,
 * charges the provider a refund they caused; `earnings.tip_captured`, enqueued by payments with a tip's verified capture,
 * credits the whole tip. All are idempotent: a replay writes nothing new.
 */
import { addHours } from 'date-fns';
import { CREDIT_RETRY_HOURS } from '../../lib/earnings';
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { chargeRefund, creditCompletedOrder } from './ledger';
import { creditTip } from './tips';

/** The earnings job handlers. */
export function earningJobHandlers(): JobHandlers {
  return {
    'earnings.order_completed': jobHandler('earnings.order_completed', async (db, payload, now) => {
      // a balance still to pay: look again later (the job keeps its dedupe key while it waits)
      if ((await creditCompletedOrder(db, payload.orderId, now)) === 'balance_due')
        return { rescheduleAt: addHours(now, CREDIT_RETRY_HOURS) };
    }),
    'earnings.refund_created': jobHandler('earnings.refund_created', async (db, payload, now) => {
      await chargeRefund(db, payload.refundId, now);
    }),
    'earnings.tip_captured': jobHandler('earnings.tip_captured', async (db, payload, now) => {
      await creditTip(db, payload.paymentId, now);
    }),
  };
}
