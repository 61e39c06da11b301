/**
 * The messages of money sent back (payments queues them, ../payments/refundNoticeQueue.ts; orders sends them, as
 * they tell the order's customer about their order), through server/notify/notice.ts (WhatsApp, SMS when WhatsApp does not deliver,
 * push where the customer has it on). Both are required messages (`refund`: the customer's proof of a refund is part
 * of the payment), sent whatever the customer's WhatsApp and SMS choices, and idempotent per refund or goodwill key:
 * - `refund_processed` (job `notify.refund_processed`, queued when the gateway reports the refund processed): to
 *   whoever paid the refunded payment, the host or the co-host whose share it was: the amount, the order number,
 *   the bank reference and the order page's link.
 * Each in the recipient's language (a co-host without an account: the host's), texts in messages/<locale>/notify.json.
 * - `goodwill_refund` (job `notify.goodwill_refund`, queued with an operations refund): to the customer, the amount
 *   and the order number (never the staff note).
 */
import { eq } from 'drizzle-orm';
import { formatRupees } from '../../lib/format';
import { PAISE_PER_RUPEE } from '../../lib/payments';
import { firstName } from '../../lib/providers';
import { orderPagePath } from '../../lib/routes';
import type { Locale } from '../../lib/i18n/locales';
import { paymentShares, refunds } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { deliverNotice, localizedNotice, type NoticeOutcome } from '../notify/notice';
import { greetingIn, notifyT } from '../notify/texts';
import { languageOfPhone, userLanguage } from '../notify/recipientLanguage';
import type { PushSender } from '../notify/push';
import { findOrderWithCustomer } from './repository';

/** WhatsApp templates (and SMS notice kinds) of refunds. */
export const REFUND_NOTICE_TEMPLATES = {
  /** name, amount, order number, bank reference, order link. */
  processed: 'refund_processed',
  /** name, amount, order number, order link. */
  goodwill: 'goodwill_refund',
} as const;

/**
 * The job `notify.refund_processed`: tells whoever paid the refunded payment (a co-host for their share's payment,
 * else the customer) that it is refunded, with the bank reference. Nothing for a refund not processed.
 * @returns what was sent, or null when nothing applies.
 * @throws only for a database failure.
 */
export async function sendRefundProcessed(db: Db, refundId: string, pushSender?: PushSender): Promise<NoticeOutcome | null> {
  const [row] = await db
    .select({ refund: refunds, share: paymentShares })
    .from(refunds)
    .leftJoin(paymentShares, eq(paymentShares.paymentId, refunds.paymentId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!row || row.refund.status !== 'processed') return null;
  const order = await findOrderWithCustomer(db, row.refund.orderId);
  if (!order) return null;
  const amount = formatRupees(row.refund.amountPaise / PAISE_PER_RUPEE);
  const name = (locale: Locale) => (row.share ? firstName(row.share.name) : greetingIn(order.order, locale));
  const to = row.share ? { userId: null, phone: row.share.phone } : { userId: order.userId, phone: order.phone };
  // a co-host without an account hears in the host's language
  const hostLanguage = await userLanguage(db, order.userId);
  const language = row.share ? await languageOfPhone(db, row.share.phone, hostLanguage) : hostLanguage;
  return deliverNotice(
    db,
    to,
    localizedNotice(
      language,
      (locale) => {
        const t = notifyT(locale);
        return {
          placeholders: [
            name(locale),
            amount,
            order.order.orderNumber,
            row.refund.bankReference ?? t('refund.noBankReference'),
            siteUrlIn(orderPagePath(order.order.id), language),
          ],
          push: row.share
            ? undefined
            : {
                title: t('push.refundProcessed.title', { amount }),
                body: t('push.refundProcessed.body', { orderNumber: order.order.orderNumber }),
                link: orderPagePath(order.order.id),
              },
        };
      },
      {
        key: `refund-processed:${refundId}`,
        template: REFUND_NOTICE_TEMPLATES.processed,
        payload: {
          orderId: order.order.id,
          orderNumber: order.order.orderNumber,
          refundId,
          amountPaise: row.refund.amountPaise,
          ...(row.share ? { shareId: row.share.id } : {}),
        },
        topic: 'bookings',
        required: 'refund',
      },
    ),
    pushSender,
  );
}

/**
 * The job `notify.goodwill_refund`: tells the customer that our team is refunding `amount` rupees of the order.
 * @returns what was sent, or null for an unknown order.
 * @throws only for a database failure.
 */
export async function sendGoodwillRefund(
  db: Db,
  { orderId, key, amount }: { orderId: string; key: string; amount: number },
  pushSender?: PushSender,
): Promise<NoticeOutcome | null> {
  const order = await findOrderWithCustomer(db, orderId);
  if (!order) return null;
  const rupees = formatRupees(amount);
  const language = await userLanguage(db, order.userId);
  return deliverNotice(
    db,
    { userId: order.userId, phone: order.phone },
    localizedNotice(
      language,
      (locale) => {
        const t = notifyT(locale);
        return {
          placeholders: [greetingIn(order.order, locale), rupees, order.order.orderNumber, siteUrlIn(orderPagePath(orderId), language)],
          push: {
            title: t('push.goodwillRefund.title', { amount: rupees }),
            body: t('push.goodwillRefund.body', { amount: rupees, orderNumber: order.order.orderNumber }),
            link: orderPagePath(orderId),
          },
        };
      },
      {
        key: `goodwill-refund:${key}`,
        template: REFUND_NOTICE_TEMPLATES.goodwill,
        payload: { orderId, orderNumber: order.order.orderNumber, amount },
        topic: 'bookings',
        required: 'refund',
      },
    ),
    pushSender,
  );
}
