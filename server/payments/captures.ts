/**
 * What the gateway says about an attempt, applied to our records. "Paid" is decided only here,
 * from a gateway's own report: its fetch after a verified checkout proof, a verified webhook, or the
 * reconciler's fetch; never from the browser. States only move forward: a failure never undoes a
 * capture, a replayed capture changes nothing, and a capture the order does not need (a second one, or
 * one that arrives after the order was cancelled or its slot has passed) is refunded automatically.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { PAISE_PER_RUPEE, PAYMENT_CURRENCY, OPEN_ATTEMPT_STATUSES } from '../../lib/payments';
import { paymentAttempts, type Order, type PaymentAttempt } from '../db/schema';
import type { Db } from '../db/types';
import { bookOrderTime } from '../capacity';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';
import { orderStartsAt } from '../../lib/orders';
import { createRefunds, insertPaymentOnce, lockOrder, publishTaxPayment, updateLockedOrder } from './ledger';
import { cancelUnpaidShares, markSharePaid, shareById, UNPAID_SHARE_STATUSES } from './shareLedger';
import { capturedTipOf, publishTipCaptured, tipOrderProblem } from './tipRules';
import { appliedTopUp, closeSync, syncOfTopUp, topUpRefusal } from './topups';
import type { GatewayPayment } from './provider';
import type { PaymentDeps } from './registry';

/**
 * Tells orders, in the capture's transaction, that a capture moved the money `order` holds at `now`
 * (`order.payment_applied`): orders plans the reminder before its cancellation refund next drops.
 */
function publishPaymentApplied(tx: Db, order: Order, now: Date): Promise<boolean> {
  return enqueueJob(tx, { name: 'order.payment_applied', payload: { orderId: order.id, at: now.toISOString() }, runAt: now });
}

/** What applying a capture did. */
export type CaptureOutcome = 'replay' | 'applied' | 'booked' | 'refunded';

type Decision = { apply: true; book: boolean; note?: string } | { apply: false; reason: 'duplicate' | 'late'; note: string };

/** Whether a capture of `rupees` for `attempt` is still needed by `order` at `now`, and what it does. */
function decide(order: Order, attempt: PaymentAttempt, rupees: number, now: Date): Decision {
  const status = order.status;
  const slotAhead = now.getTime() < orderStartsAt(order).getTime();
  // whatever was paid meanwhile (another capture, cash), an order is never paid beyond its total
  if (order.amountPaid + rupees > order.total) return { apply: false, reason: 'duplicate', note: 'A payment beyond the order total' };
  if (attempt.kind === 'advance') {
    if (order.amountPaid >= order.advance) return { apply: false, reason: 'duplicate', note: 'A second payment of the advance' };
    if (status === ORDER_STATUS.AWAITING_PAYMENT) return { apply: true, book: true };
    if (status === ORDER_STATUS.EXPIRED) {
      return slotAhead
        ? { apply: true, book: true, note: 'Advance paid after the hold expired: booked, the slot is still ahead' }
        : { apply: false, reason: 'late', note: 'Advance paid after the slot had passed' };
    }
    if (status === ORDER_STATUS.CANCELLED) return { apply: false, reason: 'late', note: 'Advance paid after the order was cancelled' };
    return { apply: true, book: false };
  }
  if (order.amountPaid >= order.total) return { apply: false, reason: 'duplicate', note: 'A second payment of the balance' };
  if (status === ORDER_STATUS.CANCELLED || status === ORDER_STATUS.EXPIRED || status === ORDER_STATUS.AWAITING_PAYMENT) {
    return { apply: false, reason: 'late', note: 'Balance paid for an order that is not booked' };
  }
  return { apply: true, book: false };
}

/** Why a verified tip capture cannot apply to the locked `order` (it is refunded in full), or null. */
async function tipRefusal(tx: Db, order: Order): Promise<Decision | null> {
  const problem = tipOrderProblem(order);
  if (problem) return { apply: false, reason: 'late', note: 'A tip paid for an order that cannot take one' };
  if (await capturedTipOf(tx, order.id)) return { apply: false, reason: 'duplicate', note: 'A second tip for the order' };
  return null;
}

/**
 * Applies one captured gateway payment of `attempt`, once (by provider payment id), under the order's
 * lock: the advance books an order awaiting payment (status 0, history, the WhatsApp confirmation
 * enqueued; its held provider's time becomes their job and `provider.auto_assign` offers it to them); a
 * balance adds to what was paid; a tip (./tips.ts) changes none of the order's money and goes to the provider's
 * ledger through `earnings.tip_captured`; a capture the order does not need, or whose amount or currency differs from
 * the attempt's, is kept as `duplicate` and refunded in full.
 */
export async function recordCapture(db: Db, deps: PaymentDeps, attempt: PaymentAttempt, payment: GatewayPayment): Promise<CaptureOutcome> {
  const { now } = deps;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, attempt.orderId);
    if (!order) throw new Error('the order of a payment attempt is missing');
    const [current] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id)).limit(1);
    // A PhonePe order takes one successful payment; its status may name it by the order id before the
    // transaction id is known, so a second id for a paid PhonePe attempt is the same money, not a second capture.
    if (current?.provider === 'phonepe' && current.status === 'paid' && current.providerPaymentId !== payment.providerPaymentId)
      return 'replay';
    const mismatch = payment.currency !== PAYMENT_CURRENCY || payment.amountPaise !== attempt.amountPaise;
    // a co-host's share counts only while it is still owed (not replaced, not settled by the host)
    const share = attempt.shareId ? await shareById(tx, attempt.shareId) : null;
    const shareClosed = attempt.shareId !== null && (!share || !UNPAID_SHARE_STATUSES.includes(share.status as never));
    // a top-up applies its guest sync only to the order it priced (never beyond: not through decide)
    const topUp = attempt.kind === 'topup' ? await syncOfTopUp(tx, attempt) : null;
    const topUpRefused = attempt.kind === 'topup' ? topUpRefusal(order, topUp, now.getTime() < orderStartsAt(order).getTime()) : null;
    // a tip applies only to a completed order with a provider, once (lib/tips); it never goes through decide
    const tipRefused = attempt.kind === 'tip' ? await tipRefusal(tx, order) : null;
    const decision: Decision = mismatch
      ? { apply: false, reason: 'duplicate', note: 'A payment whose amount differs from what was asked' }
      : tipRefused
        ? tipRefused
        : attempt.kind === 'tip'
          ? { apply: true, book: false }
          : shareClosed
            ? { apply: false, reason: 'late', note: "A co-host's share paid after it was closed" }
            : topUpRefused
              ? { apply: false, reason: 'late', note: topUpRefused }
              : attempt.kind === 'topup'
                ? { apply: true, book: false }
                : decide(order, attempt, payment.amountPaise / PAISE_PER_RUPEE, now);
    const row = await insertPaymentOnce(tx, {
      orderId: order.id,
      attemptId: attempt.id,
      kind: attempt.kind,
      provider: attempt.provider,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      method: payment.method ?? null,
      status: decision.apply ? 'captured' : 'duplicate',
      capturedAt: now,
    });
    if (!row) return 'replay';

    // an attempt already paid keeps its payment: a second capture on it is refunded below
    await tx
      .update(paymentAttempts)
      .set({
        status: mismatch ? 'failed' : 'paid',
        providerPaymentId: payment.providerPaymentId,
        failureReason: mismatch ? 'The gateway captured a different amount or currency' : null,
        resolvedAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentAttempts.id, attempt.id), ne(paymentAttempts.status, 'paid')));

    if (!decision.apply) {
      if (topUp) await closeSync(tx, topUp.id, 'cancelled', now);
      if (mismatch)
        logger.error({ attemptId: attempt.id, orderId: order.id }, 'a capture differs from the attempt: refunded, operations alerted');
      // the whole capture goes back; it never counts as paid on the order, and its refund is listed with the order's refunds
      const noted = await updateLockedOrder(tx, order, {}, now, `${decision.note}: refunded in full`);
      await createRefunds(tx, noted, {
        amountPaise: payment.amountPaise,
        reason: decision.reason,
        key: `${decision.reason}:${row.id}`,
        note: decision.note,
        now,
        onlyPayment: row,
        countOnOrder: false,
      });
      return 'refunded';
    }

    const rupees = payment.amountPaise / PAISE_PER_RUPEE;
    if (attempt.kind === 'tip') {
      // the order's money stays as it was (no amountPaid, no payment state) and no tax document is due: only a
      // history line, and the provider's ledger entry through earnings
      await updateLockedOrder(tx, order, {}, now, `Tip of ${formatRupees(rupees)} paid online for the provider`);
      await publishTipCaptured(tx, row.id, now);
      return 'applied';
    }
    await publishTaxPayment(tx, row.id, now);
    if (topUp) {
      const { changes: synced, note: syncNote } = appliedTopUp(order, topUp, rupees);
      const updated = await updateLockedOrder(tx, order, synced, now, syncNote);
      await closeSync(tx, topUp.id, 'applied', now);
      await publishPaymentApplied(tx, updated, now);
      return 'applied';
    }
    const changes: Partial<Order> = { amountPaid: order.amountPaid + rupees };
    if (decision.book) Object.assign(changes, { status: ORDER_STATUS.BOOKED, holdExpiresAt: null, cancelledAt: null });
    const label = share ? "A co-host's share" : attempt.kind === 'advance' ? 'Advance' : 'Balance';
    const note = decision.note ?? (decision.book ? `${label} paid online: order booked` : `${label} paid online`);
    const updated = await updateLockedOrder(tx, order, changes, now, note);
    if (share) await markSharePaid(tx, share.id, { attemptId: attempt.id, paymentId: row.id, now });
    // the host paid the whole balance: the shares still owed are cancelled (a co-host's capture
    // still in flight is then refunded when it arrives), so the owed shares keep adding up to the balance
    else if (attempt.kind === 'balance') await cancelUnpaidShares(tx, order.id, now);
    // the reminder before the cancellation refund next drops (a balance paid online adds a drop at the start)
    await publishPaymentApplied(tx, updated, now);
    if (decision.book) {
      // the hold becomes the provider's job (or, the hold gone, any provider free now takes it); nobody free
      // leaves the order booked all the same, and assignment sends it to operations
      await bookOrderTime(tx, updated, now);
      await enqueueJob(tx, {
        name: 'provider.auto_assign',
        payload: { orderId: order.id },
        runAt: now,
        dedupeKey: `auto-assign:${order.id}`,
      });
      await enqueueJob(tx, {
        name: 'notify.order_confirmation',
        payload: { orderId: order.id },
        runAt: now,
        dedupeKey: `confirmation:${order.id}`,
      });
      // other attempts of this order that never reached a payment are closed
      await tx
        .update(paymentAttempts)
        .set({ status: 'expired', resolvedAt: now, updatedAt: now })
        .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'created')));
    }
    return decision.book ? 'booked' : 'applied';
  });
}

/**
 * Applies a gateway's report of an attempt's payments: each capture through `recordCapture`; without a
 * capture, an attempt with a payment in flight becomes `pending`, and one whose every try failed becomes
 * `failed` (never a paid one: states only move forward).
 */
export async function applyGatewayPayments(
  db: Db,
  deps: PaymentDeps,
  attempt: PaymentAttempt,
  found: readonly GatewayPayment[],
): Promise<void> {
  const captured = found.filter((p) => p.state === 'captured');
  for (const payment of captured) await recordCapture(db, deps, attempt, payment);
  if (captured.length > 0 || found.length === 0) return;
  const { now } = deps;
  if (found.some((p) => p.state === 'pending')) {
    await db
      .update(paymentAttempts)
      .set({ status: 'pending', updatedAt: now })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'created')));
    return;
  }
  const reason = found.find((p) => p.failureReason)?.failureReason ?? 'Declined at the gateway';
  await db
    .update(paymentAttempts)
    .set({ status: 'failed', failureReason: reason.slice(0, 200), resolvedAt: now, updatedAt: now })
    .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES])));
}

/** Asks the attempt's gateway where it stands and applies the answer. @throws GatewayError when the gateway does not answer. */
export async function syncAttempt(db: Db, deps: PaymentDeps, attempt: PaymentAttempt): Promise<void> {
  if (!attempt.providerOrderId) return;
  const status = await deps.gateways.provider(attempt.provider as never).fetchOrder(attempt.providerOrderId);
  await applyGatewayPayments(db, deps, attempt, status.payments);
}
