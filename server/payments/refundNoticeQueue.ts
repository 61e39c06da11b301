/**
 * Queues the messages of money sent back, in the transaction that records it; orders sends them
 * (../orders/refundNotices.ts registers the jobs `notify.refund_processed` and `notify.goodwill_refund`).
 */
import type { Refund } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';

/** Queues the message of a refund the gateway has just processed (in the transaction that records it). */
export async function queueRefundProcessedNotice(db: Db, refund: Pick<Refund, 'id'>, now: Date): Promise<void> {
  await enqueueJob(db, {
    name: 'notify.refund_processed',
    payload: { refundId: refund.id },
    runAt: now,
    dedupeKey: `refund-processed:${refund.id}`,
  });
}

/** Queues the message of an operations refund of `amount` rupees under its idempotency `key` (in its transaction). */
export async function queueGoodwillNotice(
  db: Db,
  { orderId, key, amount, now }: { orderId: string; key: string; amount: number; now: Date },
): Promise<void> {
  await enqueueJob(db, {
    name: 'notify.goodwill_refund',
    payload: { orderId, key, amount },
    runAt: now,
    dedupeKey: `goodwill-notice:${key}`,
  });
}
