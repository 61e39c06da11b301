/**
 * The console's customer record (lib/contracts/opsCustomers): one customer's orders, the payments and refunds of
 * those orders, the messages staff sent them (server/orders/customerMessages) and the notifications the outbox holds
 * for their phone or account (template and status only: the outbox keeps no texts). A read, like the order page:
 * not audited (exports are: server/ops/ordersBoard `orders.export`). Support sees the phone masked to its last 4
 * digits, as on the board (ORDERS_EXPORT_ROLES see it whole).
 */
import { orderSlotLabel } from '../../lib/booking';
import { COUNTRY_CODE, ORDER_TYPE_LABEL } from '../../lib/constants';
import type { StaffRole } from '../../lib/contracts/ops';
import { CUSTOMER_RECORD_MAX_ORDERS, CUSTOMER_RECORD_MAX_OUTBOX, type OpsCustomerRecord } from '../../lib/contracts/opsCustomers';
import { statusLabel } from '../../lib/orders';
import { ORDER_PAYMENT_STATUS_LABEL, PAISE_PER_RUPEE } from '../../lib/payments';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { listCustomerMessages } from '../orders';
import { findUserById } from '../users';
import { ORDERS_EXPORT_ROLES } from './ordersBoard';
import { maskRecipient } from './outbox';
import { latestOrdersOfUser, latestOutboxTo, paymentsAndRefundsOf, wasErased } from './repository/customerRecord';

/**
 * The record of customer `userId` as `role` may see it: orders newest first (at most CUSTOMER_RECORD_MAX_ORDERS,
 * `ordersTruncated` when there are more), the payments (newest first) and refunds (newest first) of those orders,
 * staff messages (oldest first) and the latest CUSTOMER_RECORD_MAX_OUTBOX outbox notifications. Amounts of orders
 * are whole rupees; payments and refunds are the gateway's paise in rupees.
 * @throws HttpError 404 for an unknown user.
 */
export async function customerRecord(db: Db, userId: string, role: StaffRole): Promise<OpsCustomerRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Customer not found');
  const [orderRows, erased, messages, notifications] = await Promise.all([
    latestOrdersOfUser(db, userId, CUSTOMER_RECORD_MAX_ORDERS + 1),
    wasErased(db, userId),
    listCustomerMessages(db, userId),
    // SMS rows name the 10-digit phone, WhatsApp rows +91 and the phone, push rows the user id
    latestOutboxTo(db, [user.phone, `${COUNTRY_CODE}${user.phone}`, user.id], CUSTOMER_RECORD_MAX_OUTBOX),
  ]);
  const listed = orderRows.slice(0, CUSTOMER_RECORD_MAX_ORDERS);
  const ids = listed.map((order) => order.id);
  const numberOf = new Map(listed.map((order) => [order.id, order.orderNumber]));
  const [paymentRows, refundRows] = await paymentsAndRefundsOf(db, ids);
  const phone = user.phone;
  return {
    customer: {
      _id: user.id,
      name: user.name ?? '',
      phone: ORDERS_EXPORT_ROLES.includes(role) ? phone : maskRecipient(phone),
      since: user.createdAt.toISOString(),
      erased,
    },
    orders: listed.map((order) => ({
      _id: order.id,
      orderNumber: order.orderNumber,
      serviceName: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
      status: order.status,
      statusLabel: statusLabel(order.status),
      paymentLabel: ORDER_PAYMENT_STATUS_LABEL[order.paymentStatus] ?? order.paymentStatus,
      eventDate: order.eventDate,
      slotLabel: orderSlotLabel(order),
      total: order.total,
      amountPaid: order.amountPaid,
      amountRefunded: order.amountRefunded,
      createdAt: order.createdAt.toISOString(),
    })),
    ordersTruncated: orderRows.length > CUSTOMER_RECORD_MAX_ORDERS,
    payments: paymentRows.map((payment) => ({
      _id: payment.id,
      receiptNumber: payment.receiptNumber,
      orderId: payment.orderId,
      orderNumber: numberOf.get(payment.orderId) ?? '',
      kind: payment.kind,
      provider: payment.provider,
      method: payment.method,
      amount: payment.amountPaise / PAISE_PER_RUPEE,
      status: payment.status,
      capturedAt: payment.capturedAt.toISOString(),
    })),
    refunds: refundRows.map((refund) => ({
      _id: refund.id,
      orderId: refund.orderId,
      orderNumber: numberOf.get(refund.orderId) ?? '',
      amount: refund.amountPaise / PAISE_PER_RUPEE,
      reason: refund.reason,
      status: refund.status,
      bankReference: refund.bankReference,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    messages,
    notifications: notifications.map((entry) => {
      const orderNumber = entry.payload?.orderNumber;
      return {
        _id: entry.id,
        channel: entry.channel,
        template: entry.template,
        status: entry.status,
        orderNumber: typeof orderNumber === 'string' ? orderNumber : null,
        createdAt: entry.createdAt.toISOString(),
      };
    }),
  };
}
