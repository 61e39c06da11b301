/**
 * The money records of orders and the one place that changes them: every change of what an
 * order was paid or refunded happens in a transaction that holds the order's row lock, recomputes its
 * payment state, records its history and enqueues what must follow (refund requests, the confirmation).
 * Amounts: orders in whole rupees, payments and refunds in integer paise.
 */
import { randomInt } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { orderPaymentStatus, PAISE_PER_RUPEE, type OrderMoney, type RefundReason } from '../../lib/payments';
import { orders, orderStatusHistory, paymentAttempts, payments, refunds, type Order, type Payment, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { ENDED_STATUSES } from '../../lib/orders';
import { releaseBooking } from '../capacity';
import { enqueueJob } from '../jobs/queue';

/** Seconds the durable refund job waits before trying a refund the request itself tries at once. */
export const REFUND_JOB_DELAY_SECONDS = 60;

/** The order's row, locked until the transaction ends (so captures, cancellations and expiries of one order run one at a time). */
export async function lockOrder(tx: Db, orderId: string): Promise<Order | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return order ?? null;
}

/** The money of an order as lib/payments reads it (whole rupees). */
export function moneyOf(order: Order): OrderMoney {
  return {
    status: order.status,
    total: order.total,
    advance: order.advance,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded,
  };
}

/** Order changes plus the payment state they lead to (lib/payments `orderPaymentStatus`). */
export function withPaymentStatus(order: Order, changes: Partial<Order>): Partial<Order> {
  const next = { ...order, ...changes };
  return {
    ...changes,
    paymentStatus: orderPaymentStatus(moneyOf(next)),
  };
}

/**
 * Writes changes to a locked order (with its payment state) and, when `history` is given, a history entry
 * with the order's (new) status. A change to an ended status (cancelled, expired) releases its provider's time.
 * @returns the updated order.
 */
export async function updateLockedOrder(tx: Db, order: Order, changes: Partial<Order>, now: Date, history?: string): Promise<Order> {
  const [updated] = await tx
    .update(orders)
    .set({ ...withPaymentStatus(order, changes), updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error('a locked order disappeared');
  // an order that ends (cancelled, expired) frees its provider's time at once, in the same transaction
  if (changes.status !== undefined && ENDED_STATUSES.includes(changes.status)) await releaseBooking(tx, order.id);
  if (history) await tx.insert(orderStatusHistory).values({ orderId: order.id, status: updated.status, note: history, createdAt: now });
  return updated;
}

const RECEIPT_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short receipt number, e.g. "RC-7K3P9Q2M". */
export function newReceiptNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return `RC-${code}`;
}

/**
 * Records money received, once per (provider, payment id): a replay of the same capture inserts nothing.
 * @returns the new payment row, or null when this capture was recorded before.
 */
export async function insertPaymentOnce(
  tx: Db,
  values: Omit<typeof payments.$inferInsert, 'receiptNumber' | 'createdAt'>,
): Promise<Payment | null> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, receiptNumber: newReceiptNumber() })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning();
  return row ?? null;
}

/**
 * Tells taxdocs, in the capture's transaction, that `payment` counts on its order (`tax.payment_captured`): a receipt
 * voucher is due for money received before the invoice (CGST Rule 50). Taxdocs sits above payments, hence a job.
 */
export function publishTaxPayment(tx: Db, paymentId: string, now: Date): Promise<boolean> {
  return enqueueJob(tx, { name: 'tax.payment_captured', payload: { paymentId }, runAt: now, dedupeKey: `tax-payment:${paymentId}` });
}

/** Paise of a payment not yet refunded (pending and processed refunds count). */
async function refundablePaise(tx: Db, payment: Payment): Promise<number> {
  const [row] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ['pending', 'processed'])));
  return payment.amountPaise - (row?.refunded ?? 0);
}

/**
 * Creates the refunds of `amountPaise` of a locked order, taken from its payments newest first, tips aside (or from
 * `onlyPayment`, whatever its status), each idempotent on `${key}:${paymentId}`, with a durable request job each; adds them to
 * the order's refunded amount. A repeated call with the same key creates nothing.
 * @returns the refunds created by this call.
 */
export async function createRefunds(
  tx: Db,
  order: Order,
  {
    amountPaise,
    reason,
    key,
    note,
    now,
    onlyPayment,
    countOnOrder = true,
  }: {
    /** Integer paise (a refund of an odd capture is exact to the paisa). */
    amountPaise: number;
    reason: RefundReason;
    key: string;
    note?: string;
    now: Date;
    /** Refund this payment only (a duplicate capture). */
    onlyPayment?: Payment;
    /** False for a capture that never counted as paid on the order (a duplicate): its refund does not count either. */
    countOnOrder?: boolean;
  },
): Promise<{ order: Order; created: Refund[] }> {
  const sources = onlyPayment
    ? [onlyPayment]
    : await tx
        .select()
        .from(payments)
        // a tip is the provider's, never the order's: no refund of the order takes from it (server/payments/tips.ts)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured'), ne(payments.kind, 'tip')))
        .orderBy(desc(payments.capturedAt));
  let remaining = amountPaise;
  const created: Refund[] = [];
  for (const payment of sources) {
    if (remaining <= 0) break;
    const take = Math.min(remaining, await refundablePaise(tx, payment));
    if (take <= 0) continue;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        amountPaise: take,
        reason,
        note,
        idempotencyKey: `${key}:${payment.id}`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning();
    if (!refund) continue;
    created.push(refund);
    remaining -= take;
    await enqueueJob(tx, {
      name: 'refund.request',
      payload: { refundId: refund.id },
      runAt: addSeconds(now, REFUND_JOB_DELAY_SECONDS),
      dedupeKey: `refund:${refund.id}`,
      maxAttempts: 50,
    });
    // its GST document: a refund voucher before the invoice, a credit note after it (taxdocs decides)
    await enqueueJob(tx, {
      name: 'tax.refund_created',
      payload: { refundId: refund.id },
      runAt: now,
      dedupeKey: `tax-refund:${refund.id}`,
    });
    // a refund the provider caused lowers their earning (server/earnings decides who caused it)
    await enqueueJob(tx, {
      name: 'earnings.refund_created',
      payload: { refundId: refund.id },
      runAt: now,
      dedupeKey: `earnings-refund:${refund.id}`,
    });
  }
  // refunds counted on the order come from rupee amounts of the order, so they are whole rupees
  const refundedRupees = Math.round(created.reduce((sum, r) => sum + r.amountPaise, 0) / PAISE_PER_RUPEE);
  if (refundedRupees === 0 || !countOnOrder) return { order, created };
  const updated = await updateLockedOrder(tx, order, { amountRefunded: order.amountRefunded + refundedRupees }, now);
  return { order: updated, created };
}

/** Open attempts of a locked order that no payment has reached yet are closed as expired (a cancelled or expired order). */
export async function closeUntouchedAttempts(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'expired', resolvedAt: now, updatedAt: now })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'created')));
}

/** Whether an order status is one a late payment can still book (honoured when the slot is still ahead). */
export function isUnpaidEnd(status: number): boolean {
  return status === ORDER_STATUS.EXPIRED || status === ORDER_STATUS.CANCELLED;
}
