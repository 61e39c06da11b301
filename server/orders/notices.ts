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
 * Each is in its recipient's language (the customer's account, a co-host's account or else the host's, the
 * provider's); the texts are in messages/<locale>/notify.json.
 * Placeholders carry the customer's name as they booked, order number, service, date and slot, amounts and the
 * order page's link; never an address or a phone. Outbox payloads hold ids and amounts only.
 */
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { firstName } from '../../lib/providers';
import { orderPagePath } from '../../lib/routes';
import { providers, reviews, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { deliverNotice, localizedNotice, type NoticeOutcome } from '../notify/notice';
import { greetingIn, notifyT, serviceDate, serviceName, slotText } from '../notify/texts';
import { languageOfPhone, userLanguage } from '../notify/recipientLanguage';
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

/** The order's name, service, date and slot as a message in `locale` says them. */
function facts(order: Order, locale: Locale) {
  return {
    name: greetingIn(order, locale),
    service: serviceName(order.orderType, locale),
    date: serviceDate(order.eventDate, locale),
    slot: slotText(order, locale),
  };
}

/**
 * The refund line of a cancellation message, in whole rupees (server/payments/refundPayers.ts rounds each payer's
 * part), in the recipient's language (English by default).
 */
export function cancellationRefundText(rupees: number, locale: Locale = 'en'): string {
  const t = notifyT(locale);
  return rupees > 0 ? t('cancel.refund', { amount: formatRupees(rupees) }) : t('cancel.noRefund');
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
  const language = await userLanguage(db, row.userId);
  // the order page in the customer's language (a co-host's own below)
  const link = siteUrlIn(orderPagePath(order.id), language);
  const ids = { orderId: order.id, orderNumber: order.orderNumber };
  const customer = { userId: row.userId, phone: row.phone };
  const outcome: OrderEventOutcome = {};

  if (event === 'cancelled') {
    if (order.status !== ORDER_STATUS.CANCELLED) return outcome;
    if (order.amountPaid > 0) {
      // the same split as the host's cancellation screen (server/orders/cancellation.ts cancellationMessage)
      const { hostRupees, coHosts } = await cancellationRefundsByPayer(db, order.id);
      const notice = (key: string, name: (locale: Locale) => string, rupees: number, extra: Record<string, unknown>, to: Locale) =>
        localizedNotice(
          to,
          (locale) => {
            const f = facts(order, locale);
            const refund = cancellationRefundText(rupees, locale);
            return {
              placeholders: [
                name(locale),
                order.orderNumber,
                f.service,
                `${f.date}, ${f.slot}`,
                refund,
                siteUrlIn(orderPagePath(order.id), to),
              ],
              push: {
                title: notifyT(locale)('push.orderCancelled.title', { orderNumber: order.orderNumber }),
                body: notifyT(locale)('push.orderCancelled.body', { refund }),
                link: orderPagePath(order.id),
              },
            };
          },
          {
            key,
            template: ORDER_NOTICE_TEMPLATES.cancelled,
            payload: { ...ids, cause: cause ?? null, refund: rupees, ...extra },
            topic: 'bookings' as const,
            required: 'booking_cancellation' as const,
          },
        );
      outcome.customer = await deliverNotice(
        db,
        customer,
        notice(`order-cancelled:${order.id}`, (locale) => greetingIn(order, locale), hostRupees, {}, language),
        pushSender,
      );
      for (const { shareId, phone, name, rupees } of coHosts) {
        // a co-host is told on their phone (they may have no account here: then in the host's language); no push
        const cohostLanguage = await languageOfPhone(db, phone, language);
        const cohostNotice = {
          ...notice(`order-cancelled:${order.id}:share:${shareId}`, () => firstName(name), rupees, { shareId }, cohostLanguage),
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
          localizedNotice(
            localeOr(provider.language),
            (locale) => {
              const f = facts(order, locale);
              return { placeholders: [firstName(provider.name), order.orderNumber, f.service, f.date, f.slot] };
            },
            {
              key: `job-cancelled:${order.id}:${provider.id}`,
              template: ORDER_NOTICE_TEMPLATES.jobCancelled,
              payload: { ...ids, providerId: provider.id },
              topic: 'bookings',
            },
          ),
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
    const who = (locale: Locale) => (provider ? firstName(provider.name) : notifyT(locale)('started.yourProvider'));
    outcome.customer = await deliverNotice(
      db,
      customer,
      localizedNotice(
        language,
        (locale) => {
          const f = facts(order, locale);
          const t = notifyT(locale);
          return {
            placeholders: [f.name, order.orderNumber, f.service, who(locale), link],
            push: {
              title: t('push.jobStarted.title', { service: f.service }),
              body: t('push.jobStarted.body', { who: who(locale), orderNumber: order.orderNumber }),
              link: orderPagePath(order.id),
            },
          };
        },
        { key: `job-started:${order.id}`, template: ORDER_NOTICE_TEMPLATES.started, payload: ids, topic: 'bookings' },
      ),
      pushSender,
    );
    return outcome;
  }

  if (order.status !== ORDER_STATUS.COMPLETED) return outcome;
  if (event === 'completed') {
    outcome.customer = await deliverNotice(
      db,
      customer,
      localizedNotice(
        language,
        (locale) => {
          const f = facts(order, locale);
          const t = notifyT(locale);
          return {
            placeholders: [f.name, order.orderNumber, f.service, link],
            push: {
              title: t('push.jobCompleted.title', { service: f.service }),
              body: t('push.jobCompleted.body', { orderNumber: order.orderNumber }),
              link: orderPagePath(order.id),
            },
          };
        },
        { key: `job-completed:${order.id}`, template: ORDER_NOTICE_TEMPLATES.completed, payload: ids, topic: 'bookings' },
      ),
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
    localizedNotice(
      language,
      (locale) => {
        const f = facts(order, locale);
        const t = notifyT(locale);
        return {
          placeholders: [f.name, order.orderNumber, f.service, siteUrlIn(reviewFormPath(order.id), language)],
          push: {
            title: t('push.ratingRequest.title', { service: f.service }),
            body: t('push.ratingRequest.body', { orderNumber: order.orderNumber }),
            link: reviewFormPath(order.id),
          },
        };
      },
      { key: `rating-request:${order.id}`, template: ORDER_NOTICE_TEMPLATES.rating, payload: ids, topic: 'bookings' },
    ),
    pushSender,
  );
  return outcome;
}
