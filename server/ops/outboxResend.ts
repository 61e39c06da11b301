/**
 * Sending a failed outbox message again: each kind the console can retry is rebuilt from the
 * order as it is now and sent through the sender that sent it first, which records a new outbox row. The customer's
 * notification choices are asked again (`mayNotify`), and a message that no longer applies (the order has
 * another provider by now) is `skipped`; so is an order or refund notice already delivered on its other channel (the
 * SMS fallback: server/notify/notice.ts). Login codes (expired) and invite messages (their own retries) are not
 * retried from here.
 */
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import { orders, outbox, outboxRetries, type OutboxEntry } from '../db/schema';
import type { Db } from '../db/types';
import { notifyPhotosReady } from '../gallery';
import type { OutboxStatus } from '../notify/outbox';
import { mayNotify } from '../notify/preferences';
import {
  ORDER_CONFIRMATION_TEMPLATE,
  PHOTOS_READY_TEMPLATE,
  sendOrderConfirmationWhatsApp,
  sendPlaceholderWhatsApp,
} from '../notify/whatsapp';
import {
  CANCELLATION_REMINDER_TEMPLATE,
  resendCancellationReminder,
  CUSTOMER_MESSAGE_TEMPLATE,
  deliverCustomerMessage,
  ORDER_NOTICE_TEMPLATES,
  sendOrderEvent,
  findOrderWithCustomer,
  REFUND_NOTICE_TEMPLATES,
  sendGoodwillRefund,
  sendRefundProcessed,
} from '../orders';
import type { OrderEvent } from '../../lib/jobs/orders';
import type { NoticeOutcome } from '../notify/notice';
import { orderConfirmationFacts } from '../../lib/orders';
import {
  customerAssignmentPlaceholders,
  JOB_ASSIGNED_TEMPLATE,
  PROVIDER_ASSIGNED_TEMPLATE,
  providerAssignmentPlaceholders,
  findProvider,
} from '../providers';
import { firstName } from '../../lib/providers';
import { TAX_DOCUMENT_NOTICE_TEMPLATES, sendTaxDocumentNotice } from '../taxdocs';

/** A string field of an outbox payload, or null. */
const field = (entry: OutboxEntry, key: string): string | null => {
  const value = entry.payload?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * The language a message went out in, so that its resend says the same (and links the same page): the outbox's
 * `language`, unless that was an English fallback of a Hindi template (then the recipient's account decides again).
 */
const languageOf = (entry: OutboxEntry): Locale | undefined => {
  const value = entry.payload?.language;
  return isLocale(value) && !entry.payload?.languageFallback ? value : undefined;
};

/** The order id of a message: its payload's `orderId`, else the order of its `orderNumber`. */
async function orderIdOf(db: Db, entry: OutboxEntry): Promise<string | null> {
  const id = field(entry, 'orderId');
  if (id) return id;
  const number = field(entry, 'orderNumber');
  if (!number) return null;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number)).limit(1);
  return order?.id ?? null;
}

type Resender = (db: Db, entry: OutboxEntry, now: Date) => Promise<OutboxStatus>;

/** The kinds of message the console can send again, by outbox template. */
const RESENDERS: Record<string, Resender> = {
  // the payment receipt: a required message, as server/orders/jobs.ts sends it
  [ORDER_CONFIRMATION_TEMPLATE]: async (db, entry) => {
    const orderId = await orderIdOf(db, entry);
    const row = orderId ? await findOrderWithCustomer(db, orderId) : undefined;
    if (!row || !(await mayNotify(db, row.userId, 'whatsapp', 'bookings', 'payment_receipt'))) return 'skipped';
    return sendOrderConfirmationWhatsApp(db, row.phone, orderConfirmationFacts(row.order));
  },
  [PHOTOS_READY_TEMPLATE]: async (db, entry, now) => {
    const orderId = await orderIdOf(db, entry);
    if (!orderId) return 'skipped';
    const outcome = await notifyPhotosReady(db, { orderId, now, language: languageOf(entry) });
    return outcome === 'sent' || outcome === 'failed' || outcome === 'recorded' ? outcome : 'skipped';
  },
  [PROVIDER_ASSIGNED_TEMPLATE]: async (db, entry) => {
    const orderId = await orderIdOf(db, entry);
    const row = orderId ? await findOrderWithCustomer(db, orderId) : undefined;
    const provider = row?.order.providerId ? await findProvider(db, row.order.providerId) : null;
    if (!row || !provider || !(await mayNotify(db, row.userId, 'whatsapp', 'bookings'))) return 'skipped';
    return sendPlaceholderWhatsApp(db, row.phone, {
      template: PROVIDER_ASSIGNED_TEMPLATE,
      placeholders: customerAssignmentPlaceholders(row.order, provider),
      outboxPayload: { orderId: row.order.id, orderNumber: row.order.orderNumber, providerFirstName: firstName(provider.name) },
    });
  },
  // The cancellation reminder, only while its threshold is still the order's next
  [CANCELLATION_REMINDER_TEMPLATE]: async (db, entry, now) => {
    const orderId = await orderIdOf(db, entry);
    const thresholdAt = field(entry, 'thresholdAt');
    if (!orderId || !thresholdAt) return 'skipped';
    return resendCancellationReminder(db, { orderId, thresholdAt }, now);
  },
  // to the provider (not a customer: no choice to ask); only while the job is still theirs
  [JOB_ASSIGNED_TEMPLATE]: async (db, entry) => {
    const orderId = await orderIdOf(db, entry);
    const providerId = field(entry, 'providerId');
    const row = orderId ? await findOrderWithCustomer(db, orderId) : undefined;
    if (!row || !providerId || row.order.providerId !== providerId) return 'skipped';
    const provider = await findProvider(db, providerId);
    if (!provider) return 'skipped';
    return sendPlaceholderWhatsApp(db, provider.phone, {
      template: JOB_ASSIGNED_TEMPLATE,
      placeholders: providerAssignmentPlaceholders(row.order, provider),
      outboxPayload: { orderId: row.order.id, orderNumber: row.order.orderNumber, providerId },
    });
  },
  // cancellations, jobs started and completed, rating requests and refunds (server/notify/notice.ts notices)
  [ORDER_NOTICE_TEMPLATES.cancelled]: orderNoticeResender('cancelled'),
  [ORDER_NOTICE_TEMPLATES.jobCancelled]: orderNoticeResender('cancelled'),
  [ORDER_NOTICE_TEMPLATES.started]: orderNoticeResender('started'),
  [ORDER_NOTICE_TEMPLATES.completed]: orderNoticeResender('completed'),
  [ORDER_NOTICE_TEMPLATES.rating]: orderNoticeResender('rating_request'),
  [REFUND_NOTICE_TEMPLATES.processed]: async (db, entry) => {
    const refundId = field(entry, 'refundId');
    return refundId ? noticeStatus(await sendRefundProcessed(db, refundId)) : 'skipped';
  },
  // a staff message: sent again from its row (the outbox holds only its id)
  [CUSTOMER_MESSAGE_TEMPLATE]: async (db, entry) => {
    const messageId = field(entry, 'messageId');
    return messageId ? noticeStatus(await deliverCustomerMessage(db, messageId)) : 'skipped';
  },
  // an issued tax invoice or credit note: sent again from the document (the outbox holds its id)
  [TAX_DOCUMENT_NOTICE_TEMPLATES.issued]: async (db, entry) => {
    const documentId = field(entry, 'documentId');
    return documentId ? noticeStatus(await sendTaxDocumentNotice(db, documentId)) : 'skipped';
  },
  [REFUND_NOTICE_TEMPLATES.goodwill]: async (db, entry) => {
    const key = field(entry, 'noticeKey')?.replace(/^goodwill-refund:/, '');
    const amount = entry.payload?.amount;
    if (!key || typeof amount !== 'number') return 'skipped';
    return noticeStatus(await sendGoodwillRefund(db, { orderId: String(entry.payload.orderId), key, amount }));
  },
};

/** The outbox status of a notice sent again: what its text channels did, `skipped` when it was delivered meanwhile or is not allowed. */
function noticeStatus(outcome: NoticeOutcome | null | undefined): OutboxStatus {
  const text = outcome?.text;
  return text === 'sent' || text === 'recorded' || text === 'failed' ? text : 'skipped';
}

/**
 * The order notices (server/orders/notices.ts), sent again through their job's sender as the order stands now; a
 * person already told on another channel (the SMS fallback) is not told twice (`skipped`).
 */
function orderNoticeResender(event: OrderEvent): Resender {
  return async (db, entry) => {
    const orderId = await orderIdOf(db, entry);
    if (!orderId) return 'skipped';
    const providerId = entry.template === ORDER_NOTICE_TEMPLATES.jobCancelled ? field(entry, 'providerId') : null;
    const shareId = field(entry, 'shareId');
    const outcome = await sendOrderEvent(db, {
      orderId,
      event,
      cause: field(entry, 'cause') ?? undefined,
      providerId: providerId ?? undefined,
    });
    return noticeStatus(outcome[providerId ? 'provider' : shareId ? `share:${shareId}` : 'customer']);
  };
}

/** Whether the console can send a message of this template again. */
export function canResend(template: string | null): boolean {
  return template !== null && Object.hasOwn(RESENDERS, template);
}

/**
 * The job `notify.outbox_retry`: sends the message again and records the outcome on its retry row (`sent`,
 * `failed`, `skipped` or `recorded`). A retry already finished (the job ran twice) sends nothing.
 * @throws only for a database failure (the senders record provider failures in the outbox).
 */
export async function resendOutboxMessage(db: Db, outboxId: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ entry: outbox, retry: outboxRetries })
    .from(outboxRetries)
    .innerJoin(outbox, eq(outbox.id, outboxRetries.outboxId))
    .where(eq(outboxRetries.outboxId, outboxId))
    .limit(1);
  if (!row || row.retry.status !== 'pending') return;
  const resend = row.entry.template ? RESENDERS[row.entry.template] : undefined;
  const status: OutboxStatus = resend ? await resend(db, row.entry, now) : 'skipped';
  await db.update(outboxRetries).set({ status, finishedAt: now }).where(eq(outboxRetries.outboxId, outboxId));
}
