/**
 * Queues the messages of an order's status changes (job `notify.order_event`, sent by ./notices.ts), in the
 * transaction of the change, so a change that rolls back tells nobody and one that commits is always told. A leaf
 * module (the queue only), so the repository's status change can call it.
 */
import { addHours } from 'date-fns';
import { ORDER_STATUS } from '../../lib/constants';
import type { CancellationCause } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import type { OrderEvent } from '../../lib/jobs/orders';

/** Hours after completion that the customer is asked to rate the order (time to settle, still fresh). */
export const RATING_REQUEST_DELAY_HOURS = 2;

/** Queues one event's messages; a second call for the same order and event while its job waits adds nothing. */
async function queueEvent(
  db: Db,
  { order, event, runAt, extra = {} }: { order: Order; event: OrderEvent; runAt: Date; extra?: Record<string, unknown> },
): Promise<void> {
  await enqueueJob(db, {
    name: 'notify.order_event',
    payload: { orderId: order.id, event, ...extra },
    runAt,
    dedupeKey: `order-event:${event}:${order.id}`,
  });
}

/**
 * Queues the messages of a cancelled order: the customer (and co-hosts who paid) hear what is refunded, and the
 * provider assigned before the cancellation (`providerId`, read before the change) that the job is off, except
 * after "Customer was not there" (`customer_no_show`): that provider came, and is not told the job was cancelled.
 */
export async function queueCancellationNotices(
  db: Db,
  { order, cause, providerId, now }: { order: Order; cause: CancellationCause; providerId: string | null; now: Date },
): Promise<void> {
  const tellProvider = providerId && cause !== 'customer_no_show';
  await queueEvent(db, { order, event: 'cancelled', runAt: now, extra: { cause, ...(tellProvider ? { providerId } : {}) } });
}

/**
 * Queues the messages of a status change, whoever made it (the partner app, the console on the provider's
 * behalf): In progress tells the customer the job started; Completed that it is done, and RATING_REQUEST_DELAY_HOURS
 * later asks them to rate it. Other statuses queue nothing here (cancellations: queueCancellationNotices).
 */
export async function queueStatusNotices(db: Db, order: Order, now: Date): Promise<void> {
  if (order.status === ORDER_STATUS.IN_PROGRESS) await queueEvent(db, { order, event: 'started', runAt: now });
  if (order.status === ORDER_STATUS.COMPLETED) {
    await queueEvent(db, { order, event: 'completed', runAt: now });
    await queueEvent(db, { order, event: 'rating_request', runAt: addHours(now, RATING_REQUEST_DELAY_HOURS) });
  }
}
