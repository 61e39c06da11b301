/**
 * The start code's lock: wrong start codes are counted per order in the shared
 * `rate_limit_hits` table (bucket `start-code:{orderId}`), and after START_CODE_LIMIT.max wrong codes within the
 * window every try, even the right code, is refused until the window has passed. Operations may clear the count
 * from the console (a customer and a provider waiting at the door cannot wait 15 minutes), with a reason, audited.
 */
import { addSeconds, subSeconds } from 'date-fns';
import { and, eq, gt } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, secondsUntilFree, type WindowLimit } from '../http/rateLimit';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findOrderById } from '../orders';

/** Wrong start codes allowed per order before it is locked for the rest of the window (5 in 15 minutes). */
export const START_CODE_LIMIT: WindowLimit = { max: 5, windowSeconds: 15 * 60 };

/** The audit action of clearing an order's wrong start codes from the console. */
export const START_CODE_UNLOCK_ACTION = 'order.start_code_unlock';

/** The rate-limit bucket counting an order's wrong start codes. */
export const startCodeBucket = (orderId: string) => `start-code:${orderId}`;

/** An order's start code lock at a moment: wrong codes counted in the window, and until when the start is refused (null: not locked). */
export interface StartCodeLockState {
  wrongTries: number;
  lockedUntil: Date | null;
}

/** The start code lock of an order at `now` (read from the database, so every app instance agrees). */
export async function startCodeLockState(db: Db, orderId: string, now: Date): Promise<StartCodeLockState> {
  const bucket = startCodeBucket(orderId);
  const [hits, wait] = await Promise.all([
    db
      .select({ id: rateLimitHits.id })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, subSeconds(now, START_CODE_LIMIT.windowSeconds)))),
    secondsUntilFree(db, bucket, START_CODE_LIMIT, now),
  ]);
  return { wrongTries: hits.length, lockedUntil: wait > 0 ? addSeconds(now, wait) : null };
}

/**
 * Clears an order's wrong start codes ("Unlock start code" on the console's order page), so the provider can
 * start with the right code at once. Serialised with the provider's tries on the bucket's lock; the audit line
 * (`order.start_code_unlock`: the wrong tries and the lock's end before, the reason after) is written in the
 * same transaction. The code itself is never read or logged.
 * @returns the lock state before the unlock.
 * @throws HttpError 404 unknown order; 409 when no wrong start code is counted (nothing to unlock).
 */
export async function unlockStartCode(
  db: Db,
  { orderId, reason, actor, now = new Date() }: { orderId: string; reason: string; actor: AuditActor; now?: Date },
): Promise<StartCodeLockState> {
  return db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId);
    if (!order) throw notFound('Order not found');
    const bucket = startCodeBucket(orderId);
    await lockBucket(tx, bucket);
    const before = await startCodeLockState(tx, orderId, now);
    if (before.wrongTries === 0) throw new HttpError(409, 'The start code of this order is not locked: there is nothing to unlock.');
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    await recordAudit(
      tx,
      actor,
      {
        action: START_CODE_UNLOCK_ACTION,
        entityType: 'order',
        entityId: orderId,
        before: { orderNumber: order.orderNumber, wrongTries: before.wrongTries, lockedUntil: before.lockedUntil?.toISOString() ?? null },
        after: { orderNumber: order.orderNumber, wrongTries: 0, lockedUntil: null, reason },
      },
      now,
    );
    return before;
  });
}
