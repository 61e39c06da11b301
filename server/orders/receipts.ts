/**
 * The customer's receipt of one payment: the payment as the order page shows it, with the order's facts (number,
 * service, date and slot, name) and what had been paid up to it; the receipt page reads it.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Receipt } from '../../lib/contracts/payments';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { orderConfirmationFacts } from '../../lib/orders';
import { PAISE_PER_RUPEE } from '../../lib/payments';
import { orders, payments } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { toPaymentView } from './views';

/**
 * The receipt of one of the customer's payments: the order, the service and its date, what was paid,
 * how, the gateway's payment id, what had been paid up to and including it and what was left (tips aside: a tip's
 * receipt page shows none of the order's balance lines).
 * @throws HttpError 404 for an unknown payment or another customer's.
 */
export async function receiptForUser(db: Db, { paymentId, userId }: { paymentId: string; userId: string }): Promise<Receipt> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Receipt not found');
  const { payment, order } = row;
  const earlier = await db
    .select()
    .from(payments)
    // a tip is not the order's money (server/payments/tips.ts): never part of what the order was paid
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured'), ne(payments.kind, 'tip')));
  const paidToDate =
    payment.status === 'captured'
      ? earlier.filter((p) => p.capturedAt <= payment.capturedAt).reduce((sum, p) => sum + p.amountPaise / PAISE_PER_RUPEE, 0)
      : order.amountPaid;
  const facts = orderConfirmationFacts(order);
  return {
    ...toPaymentView(payment),
    orderId: order.id,
    orderNumber: order.orderNumber,
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    eventDate: order.eventDate,
    slotLabel: facts.when.split(', ').slice(-1)[0] ?? order.slot,
    customerName: facts.customerName,
    orderTotal: order.total,
    paidToDate,
    balanceAfter: Math.max(0, order.total - paidToDate),
  };
}
