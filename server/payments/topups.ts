/**
 * The top-up of a guest sync that raises an order's total, on the ledger: the order changes only when
 * the top-up's capture is verified (server/payments/captures.ts `recordCapture`, under the order's lock), and only
 * if it is still the order that was priced (same guests, same total, still booked); otherwise the capture is
 * refunded in full. The balance due stays as it was: the top-up joins both the total and what was paid (and the
 * advance), so split shares still add up to it.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { headcountSyncs, type HeadcountSync, type Order, type PaymentAttempt } from '../db/schema';
import type { Db } from '../db/types';

/** The sync a top-up attempt pays for (inside the order's lock), or null. */
export async function syncOfTopUp(tx: Db, attempt: Pick<PaymentAttempt, 'id'>): Promise<HeadcountSync | null> {
  const [sync] = await tx.select().from(headcountSyncs).where(eq(headcountSyncs.attemptId, attempt.id)).limit(1);
  return sync ?? null;
}

/** Why a verified top-up of `sync` can no longer be applied to `order` (the capture is refunded), or null. */
export function topUpRefusal(order: Order, sync: HeadcountSync | null, slotAhead: boolean): string | null {
  if (!sync || sync.status !== 'pending') return 'A top-up paid after its guest sync was replaced';
  const booked = order.status === ORDER_STATUS.BOOKED || order.status === ORDER_STATUS.ACCEPTED;
  if (!booked || !slotAhead || order.peopleCount !== sync.fromGuests || order.total !== sync.oldTotal) {
    return 'A top-up paid after the order changed';
  }
  return null;
}

/** The order's changes when the top-up of `sync` (`rupees` captured) is applied, and its history line. */
export function appliedTopUp(order: Order, sync: HeadcountSync, rupees: number): { changes: Partial<Order>; note: string } {
  const { bill, details, requirements } = sync.changes as Pick<Order, 'bill' | 'details' | 'requirements'>;
  const advance = order.advance + rupees;
  return {
    changes: {
      peopleCount: sync.toGuests,
      bill,
      details,
      requirements,
      total: sync.newTotal,
      advance,
      balance: sync.newTotal - advance,
      amountPaid: order.amountPaid + rupees,
    },
    note: `Guests synced to the invite: ${sync.fromGuests} → ${sync.toGuests}; ${formatRupees(rupees)} top-up paid`,
  };
}

/** Closes a pending sync as `applied` or `cancelled` (inside the order's lock). */
export async function closeSync(tx: Db, syncId: string, status: 'applied' | 'cancelled', now: Date): Promise<void> {
  await tx
    .update(headcountSyncs)
    .set({ status, resolvedAt: now, updatedAt: now })
    .where(and(eq(headcountSyncs.id, syncId), eq(headcountSyncs.status, 'pending')));
}
