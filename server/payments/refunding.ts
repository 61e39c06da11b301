/**
 * Sending money back: requesting each refund from the gateway of the payment it returns,
 * tracking it pending -> processed | failed with the bank reference, retrying a gateway that does not
 * answer REFUND_MAX_TRIES times and then flagging it for operations; operations' goodwill refunds and the
 * balance collected in cash.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { REFUND_MAX_TRIES, toPaise, type PaymentProviderName, type RefundStatus } from '../../lib/payments';
import { paymentAttempts, payments, refunds, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { retryDelaySeconds } from '../jobs/queue';
import type { JobOutcome } from '../jobs/worker';
import { logger } from '../logger';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { closeUntouchedAttempts, createRefunds, insertPaymentOnce, lockOrder, publishTaxPayment, updateLockedOrder } from './ledger';
import { GatewayError, type GatewayRefund } from './provider';
import { queueGoodwillNotice, queueRefundProcessedNotice } from './refundNoticeQueue';
import { cancelUnpaidShares } from './shareLedger';
import type { PaymentDeps } from './registry';

/** How often a refund the gateway reports as pending is asked about again. */
export const REFUND_CHECK_MINUTES = 30;

/**
 * Moves a refund forward to what the gateway reports (a report whose amount differs from the refund's is
 * ignored and logged), in one conditional update: pending -> processed |
 * failed, failed -> processed (a late success); never back, whatever order the reports arrive in. The move to
 * processed queues the payer's message (./refundNoticeQueue.ts) in the same transaction.
 * @returns the refund as stored afterwards.
 */
export async function applyRefundReport(db: Db, refund: Refund, report: GatewayRefund, now: Date): Promise<Refund> {
  // a report of another amount is not about this refund (never record what does not match)
  if (report.amountPaise !== refund.amountPaise) {
    logger.error({ refundId: refund.id, orderId: refund.orderId }, 'a gateway refund report differs in amount from the refund: ignored');
    return refund;
  }
  const from: RefundStatus[] = report.state === 'processed' ? ['pending', 'failed'] : report.state === 'failed' ? ['pending'] : [];
  await db
    .update(refunds)
    .set({ providerRefundId: report.providerRefundId, bankReference: report.bankReference ?? refund.bankReference, updatedAt: now })
    .where(eq(refunds.id, refund.id));
  if (from.length > 0) {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({
          status: report.state,
          processedAt: report.state === 'processed' ? now : null,
          flaggedAt: report.state === 'failed' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(refunds.id, refund.id), inArray(refunds.status, from)))
        .returning();
      // the payer hears of it once: only the report that moved it to processed queues the message
      if (row?.status === 'processed') await queueRefundProcessedNotice(tx, row, now);
      return row;
    });
    if (moved?.status === 'failed')
      logger.error({ refundId: refund.id, orderId: refund.orderId }, 'the gateway failed a refund: flagged for operations');
  }
  const [stored] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return stored ?? refund;
}

/**
 * A webhook's hint about a refund (PhonePe's webhook body is not signed): asks the refund's gateway
 * where it stands and applies that answer alone. A refund never requested at the gateway (no gateway id yet)
 * or already processed with its bank reference is left alone: the refund job requests and follows it.
 * @throws GatewayError when the gateway does not answer (nothing changes; the event's job and the refund job retry).
 */
export async function confirmRefundAtGateway(db: Db, deps: PaymentDeps, refund: Refund): Promise<void> {
  if (!refund.providerRefundId || (refund.status === 'processed' && refund.bankReference)) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
  if (!payment || payment.provider === 'cash') return;
  const report = await deps.gateways.provider(payment.provider as PaymentProviderName).fetchRefund({
    refundId: refund.id,
    providerRefundId: refund.providerRefundId,
    providerPaymentId: payment.providerPaymentId,
  });
  await applyRefundReport(db, refund, report, deps.now);
}

/** How long one request to the gateway may hold a refund (longer than any gateway timeout). */
export const REFUND_LEASE_SECONDS = 120;

/**
 * Requests (or, once requested, checks) one refund at its payment's gateway. A refund still pending is
 * asked about again in REFUND_CHECK_MINUTES; a gateway that does not answer is retried with backoff, and
 * after REFUND_MAX_TRIES the refund is marked failed and flagged for operations. Cash payments are
 * flagged at once: operations return cash themselves.
 * @returns when to run again, or nothing when the refund is final.
 */
export async function processRefund(db: Db, deps: PaymentDeps, refundId: string): Promise<JobOutcome> {
  const { now } = deps;
  // one request at a time per refund (the request at cancellation, the job, a second instance): a lease
  const [refund] = await db
    .update(refunds)
    .set({ leaseUntil: addSeconds(now, REFUND_LEASE_SECONDS) })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        isNull(refunds.flaggedAt),
        or(isNull(refunds.leaseUntil), lt(refunds.leaseUntil, now)),
      ),
    )
    .returning();
  if (!refund) {
    const [current] = await db
      .select({ status: refunds.status, flaggedAt: refunds.flaggedAt })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    // someone else is on it: look again after the lease
    return current?.status === 'pending' && !current.flaggedAt ? { rescheduleAt: addSeconds(now, REFUND_LEASE_SECONDS) } : undefined;
  }
  const release = () => db.update(refunds).set({ leaseUntil: null }).where(eq(refunds.id, refundId));
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
  const [attempt] = payment?.attemptId
    ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, payment.attemptId)).limit(1)
    : [];
  if (!payment || !attempt?.providerOrderId) {
    await db
      .update(refunds)
      .set({ status: 'failed', flaggedAt: now, leaseUntil: null, lastError: 'No gateway payment to refund (cash)', updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
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
    // the gateway answered: the count of consecutive errors starts again
    await db.update(refunds).set({ tries: 0, lastError: null, leaseUntil: null }).where(eq(refunds.id, refund.id));
    const updated = await applyRefundReport(db, refund, report, now);
    return updated.status === 'pending' ? { rescheduleAt: addMinutes(now, REFUND_CHECK_MINUTES) } : undefined;
  } catch (error) {
    if (!(error instanceof GatewayError)) {
      await release();
      throw error;
    }
    const tries = refund.tries + 1;
    await db
      .update(refunds)
      .set({ tries, lastError: error.message.slice(0, 300), leaseUntil: null, updatedAt: now })
      .where(eq(refunds.id, refund.id));
    if (tries < REFUND_MAX_TRIES) return { rescheduleAt: addSeconds(now, retryDelaySeconds(tries)) };
    // only a refund still pending is flagged: a webhook may have settled it meanwhile
    const [flagged] = await db
      .update(refunds)
      .set({ status: 'failed', flaggedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (flagged) logger.error({ refundId: refund.id, orderId: refund.orderId }, 'a refund failed 3 times: flagged for operations');
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
 * Operations refund `amount` rupees of an order (goodwill or partial), idempotent per `key`; the customer's message
 * (`goodwill_refund`, ./refundNoticeQueue.ts) is queued in the same transaction.
 * With `actor` the refund's audit line (`payment.refund`) is written in the same transaction; a
 * repeated key changes nothing and writes none.
 * @throws HttpError 404 unknown order; 400 when it exceeds what was captured and not yet refunded.
 */
export async function refundByOps(
  db: Db,
  deps: PaymentDeps,
  { orderId, amount, note, key, actor }: { orderId: string; amount: number; note: string; key: string; actor?: AuditActor },
): Promise<Refund[]> {
  const created = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const idempotencyKey = `goodwill:${orderId}:${key}`;
    // a repeated request (same key) refunds once
    const earlier = await tx.select({ key: refunds.idempotencyKey }).from(refunds).where(eq(refunds.orderId, orderId));
    if (earlier.some((r) => r.key.startsWith(`${idempotencyKey}:`))) return [];
    const refundable = order.amountPaid - order.amountRefunded;
    // "a goodwill refund above what was paid → 400" (what was paid less what was already refunded, read
    // under the order's row lock, so concurrent refunds queue and each sees the ones before it)
    if (amount > refundable) throw new HttpError(400, `At most ₹${refundable} of this order can still be refunded.`);
    const { order: refunded, created: made } = await createRefunds(tx, order, {
      amountPaise: toPaise(amount),
      reason: 'goodwill',
      key: idempotencyKey,
      note,
      now: deps.now,
    });
    const after = await updateLockedOrder(tx, refunded, {}, deps.now, `Refund of ₹${amount} by our team: ${note}`);
    if (made.length > 0) await queueGoodwillNotice(tx, { orderId, key: idempotencyKey, amount, now: deps.now });
    if (actor) {
      const change = { action: 'payment.refund', entityType: 'order', entityId: orderId, before: orderAuditSnapshot(order) };
      await recordAudit(tx, actor, { ...change, after: { ...orderAuditSnapshot(after), refund: { amount, note } } }, deps.now);
    }
    return made;
  });
  await processRefundsNow(db, deps, created);
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

/**
 * Operations record the balance collected in cash by the provider: a cash payment of `amount` rupees,
 * which must be the whole unpaid balance (so a repeated submission is a 409, never a second payment), on
 * a booked, accepted, in-progress or completed order; an open balance attempt is closed.
 * With `actor` its audit line (`payment.cash_balance`) is written in the same transaction.
 * @throws HttpError 404 unknown order; 409 when the order is not booked or `amount` is not the balance.
 */
export async function recordCashBalance(
  db: Db,
  deps: PaymentDeps,
  { orderId, amount, actor }: { orderId: string; amount: number; actor?: AuditActor },
) {
  const { now } = deps;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const booked: readonly OrderStatus[] = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED];
    if (!booked.includes(order.status)) throw new HttpError(409, 'Only a booked order can have its balance collected.');
    const unpaid = order.total - order.amountPaid;
    if (unpaid === 0) throw new HttpError(409, 'Nothing of this order is unpaid.');
    if (amount !== unpaid) throw new HttpError(409, `The unpaid balance of this order is ₹${unpaid}.`);
    const cash = await insertPaymentOnce(tx, {
      orderId,
      kind: 'balance',
      provider: 'cash',
      providerPaymentId: `cash-${orderId}`,
      amountPaise: toPaise(amount),
      method: 'cash',
      status: 'captured',
      capturedAt: now,
    });
    // a receipt voucher while the order has no invoice yet (taxdocs decides)
    if (cash) await publishTaxPayment(tx, cash.id, now);
    await closeUntouchedAttempts(tx, orderId, now);
    // the balance is settled: co-hosts' shares still owed are cancelled
    await cancelUnpaidShares(tx, orderId, now);
    const after = await updateLockedOrder(
      tx,
      order,
      { amountPaid: order.amountPaid + amount },
      now,
      `Balance of ₹${amount} collected in cash`,
    );
    if (actor) {
      const change = { action: 'payment.cash_balance', entityType: 'order', entityId: orderId, before: orderAuditSnapshot(order) };
      await recordAudit(tx, actor, { ...change, after: { ...orderAuditSnapshot(after), cash: amount } }, now);
    }
    return after;
  });
}
