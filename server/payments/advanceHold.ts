/**
 * The hold behind a payment of the advance (spec "Holds": from "Pay" until the payment is verified or the attempt
 * expires, at most 15 minutes, the order holds one provider's time). A new attempt renews the order's hold to its
 * own expiry, or takes it again when it lapsed; the order's `hold_expires_at` follows, so its expiry job waits for
 * the attempt. Balances, top-ups and co-hosts' shares need no hold: the order is booked by then.
 */
import { eq } from 'drizzle-orm';
import { keepOrderHold, slotTakenError } from '../capacity';
import { orders, type Order } from '../db/schema';
import type { Db } from '../db/types';
import type { HttpError } from '../http/errors';

/**
 * Keeps the order's provider time until `expiresAt` (the new attempt's expiry) in the attempt's transaction, the
 * order locked, and moves the order's hold end there.
 * @returns false (nothing changed) when nobody is free for its job any more: answer `advanceSlotTaken`.
 */
export async function holdForAdvance(tx: Db, order: Order, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<boolean> {
  if (!(await keepOrderHold(tx, order, { now, expiresAt }))) return false;
  await tx.update(orders).set({ holdExpiresAt: expiresAt, updatedAt: now }).where(eq(orders.id, order.id));
  return true;
}

/** The 409 "This slot was just booked." with the next free slots, read after the attempt's transaction. */
export function advanceSlotTaken(db: Db, order: Order, now: Date): Promise<HttpError> {
  return slotTakenError(db, order, now);
}
