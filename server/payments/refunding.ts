/**
 * Sending money back (issue 12): requesting each refund from the gateway of the payment it returns,
 * tracking it pending -> processed | failed with the bank reference, retrying a gateway that does not
 * answer REFUND_MAX_TRIES times and then flagging it for operations; operations' goodwill refunds and the
 * balance collected in cash.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { REFUND_MAX_TRIES, type PaymentProviderName, type RefundStatus } from '../../lib/payments';
import { paymentAttempts, payments, refunds, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { retryDelaySeconds } from '../jobs/queue';
import type { JobOutcome } from '../jobs/worker';
import { logger } from '../logger';
import { closeUntouchedAttempts, createRefunds, insertPaymentOnce, lockOrder, updateLockedOrder } from './ledger';
import { GatewayError, type GatewayRefund } from './provider';
import type { PaymentDeps } from './registry';

/** How often a refund the gateway reports as pending is asked about again. */
export const REFUND_CHECK_MINUTES = 30;

/** Moves a refund forward to what the gateway reports (pending -> processed | failed; never back). */
export async function applyRefundReport(db: Db, refund: Refund, report: GatewayRefund, now: Date): Promise<Refund> {
  const forward = refund.status === 'pending' || (refund.status === 'failed' && report.state === 'processed');
  const [updated] = await db
    .update(refunds)
    .set({
      providerRefundId: report.providerRefundId,
      ...(forward ? { status: report.state } : {}),
      bankReference: report.bankReference ?? refund.bankReference,
      processedAt: forward && report.state === 'processed' ? now : refund.processedAt,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  if (updated?.status === 'failed' && refund.status !== 'failed') {
    await db.update(refunds).set({ flaggedAt: now }).where(eq(refunds.id, refund.id));
    logger.error({ refundId: refund.id, orderId: refund.orderId }, 'the gateway failed a refund: flagged for operations');
  }
  return updated ?? refund;
}

/**
 * Requests (or, once requested, checks) one refund at its payment's gateway. A refund still pending is
 * asked about again in REFUND_CHECK_MINUTES; a gateway that does not answer is retried with backoff, and
 * after REFUND_MAX_TRIES the refund is marked failed and flagged for operations. Cash payments are
 * flagged at once: operations return cash themselves.
 * @returns when to run again, or nothing when the refund is final.
 */
export async function processRefund(db: Db, deps: PaymentDeps, refundId: string): Promise<JobOutcome> {
  const { now } = deps;
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
  if (!refund || refund.status === 'processed' || refund.flaggedAt) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
  const [attempt] = payment?.attemptId
    ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, payment.attemptId)).limit(1)
    : [];
  if (!payment || !attempt?.providerOrderId) {
    await db
      .update(refunds)
      .set({ status: 'failed', flaggedAt: now, lastError: 'No gateway payment to refund (cash)', updatedAt: now })
      .where(eq(refunds.id, refund.id));
    logger.error({ refundId: refund.id, orderId: refund.orderId }, 'a refund of a cash payment: flagged for operations');
    return;
  }
  const gateway = deps.gateways.provider(payment.provider as PaymentProviderName);
  try {
    const report = refund.providerRefundId
      ? await gateway.fetchRefund({
          refundId: refund.id,
          providerRefundId: refund.providerRefundId,
          providerPaymentId: payment.providerPaymentId,
        })
      : await gateway.refund({
          refundId: refund.id,
          providerOrderId: attempt.providerOrderId,
          providerPaymentId: payment.providerPaymentId,
          amountPaise: refund.amountPaise,
        });
    const updated = await applyRefundReport(db, { ...refund }, report, now);
    await db
      .update(refunds)
      .set({ tries: refund.tries + 1, lastError: null })
      .where(eq(refunds.id, refund.id));
    return updated.status === 'pending' ? { rescheduleAt: addMinutes(now, REFUND_CHECK_MINUTES) } : undefined;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const tries = refund.tries + 1;
    const exhausted = tries >= REFUND_MAX_TRIES;
    await db
      .update(refunds)
      .set({ tries, lastError: error.message.slice(0, 300), ...(exhausted ? { status: 'failed', flaggedAt: now } : {}), updatedAt: now })
      .where(eq(refunds.id, refund.id));
    if (exhausted) {
      logger.error({ refundId: refund.id, orderId: refund.orderId }, 'a refund failed 3 times: flagged for operations');
      return;
    }
    return { rescheduleAt: addSeconds(now, retryDelaySeconds(tries)) };
  }
}

/** Tries the given refunds at once (the cancel answer then shows them processed where the gateway is quick); failures are left to the job. */
export async function processRefundsNow(db: Db, deps: PaymentDeps, created: readonly Refund[]): Promise<Refund[]> {
  for (const refund of created) {
    try {
      await processRefund(db, deps, refund.id);
    } catch (error) {
      logger.warn({ err: error, refundId: refund.id }, 'refund request failed; the refund job retries it');
    }
  }
  if (created.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.id,
        created.map((r) => r.id),
      ),
    );
}

/** The state of a set of refunds in one word: none, or the least advanced (failed before pending before processed). */
export function refundsState(list: readonly Pick<Refund, 'status'>[]): 'none' | RefundStatus {
  if (list.length === 0) return 'none';
  if (list.some((r) => r.status === 'failed')) return 'failed';
  if (list.some((r) => r.status === 'pending')) return 'pending';
  return 'processed';
}

/**
 * Operations refund `amount` rupees of an order (goodwill or partial), idempotent per `key`.
 * @throws HttpError 404 unknown order; 409 when it exceeds what was captured and not yet refunded.
 */
export async function refundByOps(
  db: Db,
  deps: PaymentDeps,
  { orderId, amount, note, key }: { orderId: string; amount: number; note: string; key: string },
): Promise<Refund[]> {
  const created = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const idempotencyKey = `goodwill:${orderId}:${key}`;
    // a repeated request (same key) refunds once
    const earlier = await tx.select({ key: refunds.idempotencyKey }).from(refunds).where(eq(refunds.orderId, orderId));
    if (earlier.some((r) => r.key.startsWith(`${idempotencyKey}:`))) return [];
    const refundable = order.amountPaid - order.amountRefunded;
    if (amount > refundable) throw new HttpError(409, `At most ₹${refundable} of this order can still be refunded.`);
    const { order: refunded, created: made } = await createRefunds(tx, order, {
      amount,
      reason: 'goodwill',
      key: idempotencyKey,
      note,
      now: deps.now,
    });
    await updateLockedOrder(tx, refunded, {}, deps.now, `Refund of ₹${amount} by our team: ${note}`);
    return made;
  });
  await processRefundsNow(db, deps, created);
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

/**
 * Operations record the balance collected in cash by the provider: a cash payment of `amount` rupees
 * (at most what is unpaid) on a booked, accepted, in-progress or completed order; an open balance
 * attempt is closed.
 * @throws HttpError 404 unknown order; 409 when the order is not booked or the amount exceeds the balance.
 */
export async function recordCashBalance(db: Db, deps: PaymentDeps, { orderId, amount }: { orderId: string; amount: number }) {
  const { now } = deps;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const booked: readonly OrderStatus[] = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED];
    if (!booked.includes(order.status as OrderStatus)) throw new HttpError(409, 'Only a booked order can have its balance collected.');
    const unpaid = order.total - order.amountPaid;
    if (amount > unpaid) throw new HttpError(409, `Only ₹${unpaid} of this order is unpaid.`);
    await insertPaymentOnce(tx, {
      orderId,
      kind: 'balance',
      provider: 'cash',
      providerPaymentId: `cash-${orderId}-${order.amountPaid}`,
      amountPaise: amount * 100,
      method: 'cash',
      status: 'captured',
      capturedAt: now,
    });
    await closeUntouchedAttempts(tx, orderId, now);
    return updateLockedOrder(tx, order, { amountPaid: order.amountPaid + amount }, now, `Balance of ₹${amount} collected in cash`);
  });
}
