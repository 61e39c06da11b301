/**
 * The messages of an order's events (job `notify.order_event`, queued by ./noticeQueue.ts in the transaction of
 * the change), each through server/notify/notice.ts: WhatsApp, SMS when WhatsApp does not deliver, push where the
 * customer has it on; idempotent per order, event and person (a retried job sends nothing twice).
 * - cancelled: `order_cancelled` to the customer with their own refund, and to each co-host whose paid share is
 *   refunded, with theirs (required: `booking_cancellation`, whatever the choices); `job_cancelled` to the provider
 *   who was assigned (not a customer: always told), except after "Customer was not there": that provider came.
 *   An order never paid and never assigned tells nobody.
 * - started: `job_started` to the customer (booking messages: their choice);
 * - completed: `job_completed` to the customer (their choice);
 * - rating_request: `rating_request` to the customer 2 hours after completion, linking to the order page's review
 *   form (their choice), unless they have reviewed it meanwhile or the order is no longer completed.
 * Placeholders carry the customer's name as they booked, order number, service, date and slot, amounts and the
 * order page's link; never an address or a phone. Outbox payloads hold ids and amounts only.
 */
import { eq } from 'drizzle-orm';
import { orderSlotLabel } from '../../lib/booking';
import { ORDER_STATUS, ORDER_TYPE_LABEL } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { firstName } from '../../lib/providers';
import { orderPagePath } from '../../lib/routes';
import { SITE_URL } from '../../lib/site';
import { greetingName } from '../../lib/orders';
import { providers, reviews, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { deliverNotice, type NoticeOutcome } from '../notify/notice';
import type { PushSender } from '../notify/push';
import { cancellationRefundsByPayer } from '../payments';
import type { OrderEvent } from '../../lib/jobs/orders';
import { findOrderWithCustomer } from './repository';

/** WhatsApp templates (and SMS notice kinds) of the order events. */
export const ORDER_NOTICE_TEMPLATES = {
  /** name, order number, service, date and slot, what is refunded, order link. */
  cancelled: 'order_cancelled',
  /** provider's first name, order number, service, date, slot. */
  jobCancelled: 'job_cancelled',
  /** name, order number, service, provider's first name, order link. */
  started: 'job_started',
  /** name, order number, service, order link. */
  completed: 'job_completed',
  /** name, order number, service, the review form's link. */
  rating: 'rating_request',
} as const;

/** The order page's review form ("Rate your booking"), where a rating request leads. */
export const reviewFormPath = (orderId: string) => `${orderPagePath(orderId)}#order-review-heading`;

function facts(order: Order) {
  return {
    name: greetingName(order),
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    date: formatDate(order.eventDate),
    slot: orderSlotLabel(order),
  };
}

/** The refund line of a cancellation message, in whole rupees (server/payments/refundPayers.ts rounds each payer's part). */
export function cancellationRefundText(rupees: number): string {
  return rupees > 0
    ? `${formatRupees(rupees)} will be refunded to your original payment method`
    : 'Nothing is refunded under the cancellation policy';
}

/** What one run of the job did, per person (tests read it; the worker ignores it). */
export type OrderEventOutcome = Record<string, NoticeOutcome>;

/**
 * The job `notify.order_event`: sends the event's messages as the order stands now (see the module comment).
 * @throws only for a database failure (the job is retried; what was delivered is not sent again).
 */
export async function sendOrderEvent(
  db: Db,
  { orderId, event, cause, providerId }: { orderId: string; event: OrderEvent; cause?: string; providerId?: string },
  pushSender?: PushSender,
): Promise<OrderEventOutcome> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row) return {};
  const { order } = row;
  const f = facts(order);
  const link = `${SITE_URL}${orderPagePath(order.id)}`;
  const ids = { orderId: order.id, orderNumber: order.orderNumber };
  const customer = { userId: row.userId, phone: row.phone };
  const outcome: OrderEventOutcome = {};

  if (event === 'cancelled') {
    if (order.status !== ORDER_STATUS.CANCELLED) return outcome;
    if (order.amountPaid > 0) {
      // the same split as the host's cancellation screen (server/orders/cancellation.ts cancellationMessage)
      const { hostRupees, coHosts } = await cancellationRefundsByPayer(db, order.id);
      const notice = (key: string, name: string, rupees: number, extra: Record<string, unknown>) => ({
        key,
        template: ORDER_NOTICE_TEMPLATES.cancelled,
        placeholders: [name, order.orderNumber, f.service, `${f.date}, ${f.slot}`, cancellationRefundText(rupees), link],
        payload: { ...ids, cause: cause ?? null, refund: rupees, ...extra },
        push: { title: `Order ${order.orderNumber} cancelled`, body: `${cancellationRefundText(rupees)}.`, link: orderPagePath(order.id) },
        topic: 'bookings' as const,
        required: 'booking_cancellation' as const,
      });
      outcome.customer = await deliverNotice(db, customer, notice(`order-cancelled:${order.id}`, f.name, hostRupees, {}), pushSender);
      for (const { shareId, phone, name, rupees } of coHosts) {
        // a co-host is told on their phone (they may have no account here); no push
        const cohostNotice = {
          ...notice(`order-cancelled:${order.id}:share:${shareId}`, firstName(name), rupees, { shareId }),
          push: undefined,
        };
        outcome[`share:${shareId}`] = await deliverNotice(db, { userId: null, phone }, cohostNotice, pushSender);
      }
    }
    // the provider who came to a customer who was not there did the job's part: "job cancelled" would tell them otherwise
    if (providerId && cause !== 'customer_no_show') {
      const [provider] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
      if (provider) {
        outcome.provider = await deliverNotice(
          db,
          { userId: null, phone: provider.phone },
          {
            key: `job-cancelled:${order.id}:${provider.id}`,
            template: ORDER_NOTICE_TEMPLATES.jobCancelled,
            placeholders: [firstName(provider.name), order.orderNumber, f.service, f.date, f.slot],
            payload: { ...ids, providerId: provider.id },
            topic: 'bookings',
          },
          pushSender,
        );
      }
    }
    return outcome;
  }

  if (event === 'started') {
    if (!order.startedAt || order.status === ORDER_STATUS.CANCELLED) return outcome;
    const [provider] = order.providerId
      ? await db.select({ name: providers.name }).from(providers).where(eq(providers.id, order.providerId)).limit(1)
      : [];
    const who = provider ? firstName(provider.name) : 'Your provider';
    outcome.customer = await deliverNotice(
      db,
      customer,
      {
        key: `job-started:${order.id}`,
        template: ORDER_NOTICE_TEMPLATES.started,
        placeholders: [f.name, order.orderNumber, f.service, who, link],
        payload: ids,
        push: { title: `${f.service} has started`, body: `${who} has started order ${order.orderNumber}.`, link: orderPagePath(order.id) },
        topic: 'bookings',
      },
      pushSender,
    );
    return outcome;
  }

  if (order.status !== ORDER_STATUS.COMPLETED) return outcome;
  if (event === 'completed') {
    outcome.customer = await deliverNotice(
      db,
      customer,
      {
        key: `job-completed:${order.id}`,
        template: ORDER_NOTICE_TEMPLATES.completed,
        placeholders: [f.name, order.orderNumber, f.service, link],
        payload: ids,
        push: { title: `${f.service} is completed`, body: `Order ${order.orderNumber} is completed.`, link: orderPagePath(order.id) },
        topic: 'bookings',
      },
      pushSender,
    );
    return outcome;
  }

  // rating_request: not when they have written their review meanwhile
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id)).limit(1);
  if (review) return outcome;
  outcome.customer = await deliverNotice(
    db,
    customer,
    {
      key: `rating-request:${order.id}`,
      template: ORDER_NOTICE_TEMPLATES.rating,
      placeholders: [f.name, order.orderNumber, f.service, `${SITE_URL}${reviewFormPath(order.id)}`],
      payload: ids,
      push: { title: `How was your ${f.service}?`, body: `Rate order ${order.orderNumber} in a minute.`, link: reviewFormPath(order.id) },
      topic: 'bookings',
    },
    pushSender,
  );
  return outcome;
}
