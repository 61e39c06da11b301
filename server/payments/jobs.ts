/**
 * The background jobs of payments and orders, run by server/jobs/worker.ts:
 * - `payment.reconcile`: asks the gateway about an open attempt 2 minutes after it opened, then 4, 8, 16
 *   and every 30 minutes, for 24 hours (then the attempt is failed and the order's expiry re-checked);
 * - `order.expire`: an order still awaiting payment when its hold ends, with no payment pending at the
 *   gateway, expires and releases its slot (a pending one waits for the reconciler);
 * - `refund.request`: requests and follows a refund (server/payments/refunding.ts);
 * - `payment.event`: re-applies a webhook event (idempotent);
 * Their payloads are declared in lib/jobs/<domain>.ts; the app's full set of handlers is
 * server/app/jobHandlers.ts.
 */
import { addHours, addMinutes, addSeconds } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { OPEN_ATTEMPT_STATUSES, RECONCILE_FOR_HOURS, reconcileDelaySeconds } from '../../lib/payments';
import { orders, paymentAttempts } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { jobHandler, type JobHandlers, type JobOutcome } from '../jobs/worker';
import { syncAttempt } from './captures';
import { applyGatewayEvent } from './events';
import { closeUntouchedAttempts, lockOrder, updateLockedOrder } from './ledger';
import { GatewayError, type GatewayWebhookEvent } from './provider';
import { processRefund } from './refunding';
import { paymentDeps, type PaymentDeps } from './registry';
import { fallBackShares, sendFallbackNotice } from './splits';

/** How long an expiry waits before looking again at an order with a payment pending at the gateway. */
export const EXPIRY_RECHECK_MINUTES = 5;

/**
 * The reconciler's step for one attempt: asks the gateway about every attempt that has a gateway order
 * and is not paid (open ones, and ones we closed ourselves: a customer may still pay a gateway page left
 * open after the order expired or a new attempt replaced it), until it is paid or 24 hours have passed.
 */
export async function reconcileAttempt(db: Db, deps: PaymentDeps, attemptId: string): Promise<JobOutcome> {
  const { now } = deps;
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
  if (!attempt || attempt.status === 'paid' || !attempt.providerOrderId) return;
  try {
    await syncAttempt(db, deps, attempt);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
  const [after] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
  if (!after || after.status === 'paid') return;
  if (now >= addHours(after.createdAt, RECONCILE_FOR_HOURS)) {
    if (!OPEN_ATTEMPT_STATUSES.includes(after.status)) return;
    await db
      .update(paymentAttempts)
      .set({
        status: 'failed',
        failureReason: `No final answer from the gateway within ${RECONCILE_FOR_HOURS} hours`,
        resolvedAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES])));
    await enqueueJob(db, { name: 'order.expire', payload: { orderId: after.orderId }, dedupeKey: `expire:${after.orderId}` });
    return;
  }
  const checks = after.checks + 1;
  const next = addSeconds(now, reconcileDelaySeconds(checks, deps.reconcileFirstSeconds));
  await db.update(paymentAttempts).set({ checks, nextCheckAt: next, updatedAt: now }).where(eq(paymentAttempts.id, attemptId));
  return { rescheduleAt: next };
}

/** The expiry of an order awaiting payment (unpaid after its hold, with nothing pending at the gateway). */
export async function expireUnpaidOrder(db: Db, deps: PaymentDeps, orderId: string): Promise<JobOutcome> {
  const { now } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.status !== ORDER_STATUS.AWAITING_PAYMENT) return;
  if (order.holdExpiresAt && order.holdExpiresAt > now) return { rescheduleAt: order.holdExpiresAt };
  // the gateway may know of a payment we have not heard of yet: ask before releasing the slot
  const open = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES])));
  for (const attempt of open) {
    try {
      await syncAttempt(db, deps, attempt);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return { rescheduleAt: addMinutes(now, EXPIRY_RECHECK_MINUTES) };
    }
  }
  return db.transaction(async (tx): Promise<JobOutcome> => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.status !== ORDER_STATUS.AWAITING_PAYMENT) return;
    const pending = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')));
    if (pending.length > 0) return { rescheduleAt: addMinutes(now, EXPIRY_RECHECK_MINUTES) };
    await closeUntouchedAttempts(tx, orderId, now);
    await updateLockedOrder(
      tx,
      locked,
      { status: ORDER_STATUS.EXPIRED, holdExpiresAt: null },
      now,
      'Not paid in time: the slot was released',
    );
  });
}

/** The payment domain's job handlers, each on the app's payment dependencies at the job's run time. */
export function paymentJobHandlers(depsAt: (now: Date) => PaymentDeps = paymentDeps): JobHandlers {
  return {
    'payment.reconcile': jobHandler('payment.reconcile', (db, { attemptId }, now) => reconcileAttempt(db, depsAt(now), attemptId)),
    'order.expire': jobHandler('order.expire', (db, { orderId }, now) => expireUnpaidOrder(db, depsAt(now), orderId)),
    'refund.request': jobHandler('refund.request', (db, { refundId }, now) => processRefund(db, depsAt(now), refundId)),
    'payment.event': jobHandler('payment.event', async (db, { provider, event }, now) => {
      await applyGatewayEvent(db, depsAt(now), provider, event as unknown as GatewayWebhookEvent);
    }),
    'payment.split_fallback': jobHandler('payment.split_fallback', (db, { orderId }, now) => fallBackShares(db, orderId, now)),
    'payment.split_fallback_notice': jobHandler('payment.split_fallback_notice', async (db, notice) => {
      await sendFallbackNotice(db, notice);
    }),
  };
}
