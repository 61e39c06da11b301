/**
 * The earnings jobs (payloads in lib/jobs/earnings.ts): `earnings.order_completed`, enqueued by orders when an order
 * becomes Completed, credits its provider (once the balance is paid: it looks again every hour until then);
 * `earnings.refund_created`, enqueued by payments with every refund, charges the provider a refund they caused;
 * `earnings.tip_captured`, enqueued by payments with a tip's verified capture, credits the whole tip. All three are
 * idempotent: a replay writes nothing new. `earnings.payout_run` is the weekly payout run (Monday 10:00 IST, one
 * across instances by its dedupe key; it queues the next week's itself) and `earnings.payout_status` asks the gateway
 * about open payouts every PAYOUT_STATUS_EVERY_MINUTES until none is left open.
 */
import { addHours, addMinutes } from 'date-fns';
import { CREDIT_RETRY_HOURS, nextPayoutRunAt } from '../../lib/earnings';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { logger } from '../logger';
import { chargeRefund, creditCompletedOrder } from './ledger';
import { payoutDeps, runPayouts, type PayoutDeps } from './payoutRun';
import { syncOpenPayouts } from './payoutStatus';
import { creditTip } from './tips';

/** The weekly run's and the status job's fixed dedupe keys (one of each queued across instances). */
const PAYOUT_RUN_KEY = 'earnings.payout_run';
const PAYOUT_STATUS_KEY = 'earnings.payout_status';
/** A run that failed (the gateway down, the database gone) is tried again this much later, not next week. */
export const PAYOUT_RUN_RETRY_HOURS = 1;
/** How often open payouts are asked about (RazorpayX settles IMPS in minutes, NEFT in the next half-hourly batch). */
export const PAYOUT_STATUS_EVERY_MINUTES = 30;

/**
 * Makes sure the weekly payout run is queued, for the next Monday 10:00 IST (each instance calls it when its worker
 * starts; the dedupe key keeps one). @returns whether this call queued it.
 */
export function schedulePayoutRun(db: Db, now = new Date()): Promise<boolean> {
  return enqueueJob(db, { name: 'earnings.payout_run', payload: {}, runAt: nextPayoutRunAt(now), dedupeKey: PAYOUT_RUN_KEY });
}

/** Queues the status job (if it is not queued already) PAYOUT_STATUS_EVERY_MINUTES from `now`. */
export function schedulePayoutStatus(db: Db, now: Date): Promise<boolean> {
  return enqueueJob(db, {
    name: 'earnings.payout_status',
    payload: {},
    runAt: addMinutes(now, PAYOUT_STATUS_EVERY_MINUTES),
    dedupeKey: PAYOUT_STATUS_KEY,
  });
}

/** The earnings job handlers (`depsAt`: the payouts gateway and minimum; the configured ones by default). */
export function earningJobHandlers(depsAt: () => PayoutDeps = payoutDeps): JobHandlers {
  return {
    'earnings.order_completed': jobHandler('earnings.order_completed', async (db, payload, now) => {
      // a balance still to pay: look again later (the job keeps its dedupe key while it waits)
      if ((await creditCompletedOrder(db, payload.orderId, now)) === 'balance_due')
        return { rescheduleAt: addHours(now, CREDIT_RETRY_HOURS) };
    }),
    'earnings.refund_created': jobHandler('earnings.refund_created', async (db, payload, now) => {
      await chargeRefund(db, payload.refundId, now);
    }),
    'earnings.payout_run': jobHandler('earnings.payout_run', async (db, _payload, now) => {
      try {
        const result = await runPayouts(db, depsAt(), now);
        if (result.status.open > 0) await schedulePayoutStatus(db, now);
      } catch (error) {
        // the weekly chain must not end with a failed job: try again within the hour (a run is safe to repeat)
        logger.error({ err: error }, 'earnings.payout_run failed; retrying in an hour');
        return { rescheduleAt: addHours(now, PAYOUT_RUN_RETRY_HOURS) };
      }
      return { rescheduleAt: nextPayoutRunAt(now) };
    }),
    'earnings.payout_status': jobHandler('earnings.payout_status', async (db, _payload, now) => {
      const { open } = await syncOpenPayouts(db, depsAt().gateway, now);
      return open > 0 ? { rescheduleAt: addMinutes(now, PAYOUT_STATUS_EVERY_MINUTES) } : undefined;
    }),
    'earnings.tip_captured': jobHandler('earnings.tip_captured', async (db, payload, now) => {
      await creditTip(db, payload.paymentId, now);
    }),
  };
}
