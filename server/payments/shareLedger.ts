/**
 * The shares of a split balance on the ledger: the changes a capture, a cash balance or a
 * cancellation makes to an order's shares, always inside the transaction that holds the order's row lock
 * (server/payments/ledger.ts lockOrder), so the pending and fallen-back shares keep adding up to the balance.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ShareStatus } from '../../lib/split';
import { paymentAttempts, paymentShares, type PaymentShare } from '../db/schema';
import type { Db } from '../db/types';

/** Shares still owed: by their co-host (pending) or by the host (fallen back). */
export const UNPAID_SHARE_STATUSES: readonly ShareStatus[] = ['pending', 'fallen_back'];

/** A share by id (inside the order's lock). */
export async function shareById(tx: Db, shareId: string): Promise<PaymentShare | null> {
  const [share] = await tx.select().from(paymentShares).where(eq(paymentShares.id, shareId)).limit(1);
  return share ?? null;
}

/**
 * Marks a share paid by a verified capture that was applied to its order (the order's lock is held): its
 * attempt and payment (its receipt) are kept on it.
 */
export async function markSharePaid(
  tx: Db,
  shareId: string,
  { attemptId, paymentId, now }: { attemptId: string; paymentId: string; now: Date },
): Promise<void> {
  await tx
    .update(paymentShares)
    .set({ status: 'paid', paidAttemptId: attemptId, paymentId, paidAt: now, updatedAt: now })
    .where(and(eq(paymentShares.id, shareId), inArray(paymentShares.status, [...UNPAID_SHARE_STATUSES])));
}

/**
 * Cancels the unpaid shares of an order (the order's lock is held): the balance was settled otherwise (the host
 * paid it in full, it was collected in cash), the order was cancelled, or a new split replaces them. Their
 * attempts that never reached a payment are closed; a capture still in flight for one is refunded when it
 * arrives (server/payments/captures.ts).
 * @returns how many shares were cancelled.
 */
export async function cancelUnpaidShares(tx: Db, orderId: string, now: Date): Promise<number> {
  const cancelled = await tx
    .update(paymentShares)
    .set({ status: 'cancelled', closedAt: now, updatedAt: now })
    .where(and(eq(paymentShares.orderId, orderId), inArray(paymentShares.status, [...UNPAID_SHARE_STATUSES])))
    .returning({ id: paymentShares.id });
  await expireUntouchedShareAttempts(
    tx,
    cancelled.map((share) => share.id),
    now,
  );
  return cancelled.length;
}

/**
 * Closes the attempts of these shares that never reached the gateway (`created`), when the shares stop being payable
 * by their links (cancelled, or fallen back to the host). An attempt already at the gateway (`pending`) is left
 * open: its capture still pays its share, or is refunded (server/payments/captures.ts). No-op for no shares.
 */
export async function expireUntouchedShareAttempts(tx: Db, shareIds: readonly string[], now: Date): Promise<void> {
  if (shareIds.length === 0) return;
  await tx
    .update(paymentAttempts)
    .set({ status: 'expired', resolvedAt: now, updatedAt: now })
    .where(and(inArray(paymentAttempts.shareId, [...shareIds]), eq(paymentAttempts.status, 'created')));
}
