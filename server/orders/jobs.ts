/**
 * The order domain's jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `notify.order_confirmation`, the WhatsApp order confirmation of a booked order;
 * `notify.cancellation_reminder`, the reminder 6 hours before a threshold of the cancellation meter;
 * `notify.order_event`, the messages of a cancellation, a job started or completed, and the rating request (./notices.ts);
 * `notify.customer_message`, a staff member's message to the order's customer (./customerMessages.ts);
 * `notify.refund_processed`, `notify.goodwill_refund`, the messages of money sent back (./refundNotices.ts; payments
 * queues them where it records the refund);
 * `order.payment_applied`, published by payments when a verified capture moved the order: the cancellation
 * reminder is planned again as of the capture.
 */
import type { Db } from '../db/types';
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { remindCancellation, scheduleCancellationReminder } from './cancellationReminders';
import { deliverCustomerMessage } from './customerMessages';
import { sendOrderEvent } from './notices';
import { sendGoodwillRefund, sendRefundProcessed } from './refundNotices';
import { mayNotify } from '../notify/preferences';
import { sendOrderConfirmationWhatsApp } from '../notify/whatsapp';
import { localizedConfirmationFacts } from '../notify/texts';
import { userLanguage } from '../notify/recipientLanguage';
import { orderConfirmationFacts } from '../../lib/orders';
import { findOrderById, findOrderWithCustomer } from './repository';

/**
 * Sends the WhatsApp order confirmation of a booked order (the outbox records it, sent or skipped). It is the
 * receipt of the payment (amount paid, order number, service): a required message, sent whatever the
 * customer's booking-message choice. In the customer's language (the Hindi template with Hindi placeholders, or
 * the English one while WHATSAPP_TEMPLATE_LANGUAGE_HI is not set).
 */
export async function confirmOrder(db: Db, orderId: string): Promise<void> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row) return;
  if (!(await mayNotify(db, row.userId, 'whatsapp', 'bookings', 'payment_receipt'))) return;
  const language = await userLanguage(db, row.userId);
  const englishFacts = orderConfirmationFacts(row.order);
  await sendOrderConfirmationWhatsApp(db, row.phone, localizedConfirmationFacts(row.order, language), undefined, {
    language,
    englishFacts,
  });
}

/** Plans the cancellation reminder of an order a capture moved, as of the capture's clock `at` (nothing for an unknown order). */
async function afterPaymentApplied(db: Db, { orderId, at }: { orderId: string; at: string }): Promise<void> {
  const order = await findOrderById(db, orderId);
  if (order) await scheduleCancellationReminder(db, order, new Date(at));
}

/** The order domain's job handlers. */
export function orderJobHandlers(): JobHandlers {
  return {
    'notify.order_confirmation': jobHandler('notify.order_confirmation', (db, { orderId }) => confirmOrder(db, orderId)),
    'notify.cancellation_reminder': jobHandler('notify.cancellation_reminder', async (db, payload, now) => {
      const { rescheduleAt } = await remindCancellation(db, payload, now);
      return rescheduleAt ? { rescheduleAt } : undefined;
    }),
    'notify.order_event': jobHandler('notify.order_event', async (db, payload) => {
      await sendOrderEvent(db, payload);
    }),
    'notify.customer_message': jobHandler('notify.customer_message', async (db, { messageId }) => {
      await deliverCustomerMessage(db, messageId);
    }),
    'notify.refund_processed': jobHandler('notify.refund_processed', async (db, { refundId }) => {
      await sendRefundProcessed(db, refundId);
    }),
    'notify.goodwill_refund': jobHandler('notify.goodwill_refund', async (db, payload) => {
      await sendGoodwillRefund(db, payload);
    }),
    'order.payment_applied': jobHandler('order.payment_applied', (db, payload) => afterPaymentApplied(db, payload)),
  };
}
