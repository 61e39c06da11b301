/**
 * Deleting an account (DPDP Act: erasure on request). A request is refused while a paid
 * booking is still to come; otherwise it ends every session at once and waits `DELETION_UNDO_DAYS` (7) days, during
 * which logging in again (the OTP verify path) or `POST /api/user/restore-account` undoes it; then the durable job
 * `privacy.erase_account` (./erasure.ts) erases the personal data.
 */
import { addDays } from 'date-fns';
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { istDate } from '../../lib/dates';
import { DELETE_REFUSED_PAID_ORDER, DELETION_UNDO_DAYS } from '../../lib/contracts/privacy';
import { revokeAllSessions } from '../auth/session';
import { accountDeletions, orders, type AccountDeletion } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';

/** Orders still to happen: booked, accepted or in progress. */
const LIVE_STATUSES = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];

/** The condition of a customer's open (neither restored nor erased) deletion request. */
export function openDeletion(userId: string) {
  return and(eq(accountDeletions.userId, userId), isNull(accountDeletions.restoredAt), isNull(accountDeletions.erasedAt));
}

/** The customer's open deletion request, or null. */
export async function pendingDeletion(db: Db, userId: string): Promise<AccountDeletion | null> {
  const [row] = await db.select().from(accountDeletions).where(openDeletion(userId)).limit(1);
  return row ?? null;
}

/** Whether the customer has a booking still to come (its IST date today or later) with money paid and not refunded. */
export async function hasPaidFutureOrder(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, LIVE_STATUSES),
        gt(orders.amountPaid, orders.amountRefunded),
        gte(orders.eventDate, istDate(now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Asks for the customer's account to be deleted: records the request (erasure `DELETION_UNDO_DAYS` days after
 * `now`), queues the erasure job for then and revokes every session. Asking again while a request is open
 * answers that request and ends any session opened since.
 * @throws HttpError 409 `DELETE_REFUSED_PAID_ORDER` while a paid booking is still to come.
 */
export async function requestUserDeletion(db: Db, userId: string, now = new Date()): Promise<AccountDeletion> {
  if (await hasPaidFutureOrder(db, userId, now)) throw new HttpError(409, DELETE_REFUSED_PAID_ORDER);
  const request = await db.transaction(async (tx) => {
    const open = await pendingDeletion(tx, userId);
    if (open) return open;
    const [created] = await tx
      .insert(accountDeletions)
      .values({ userId, requestedAt: now, eraseAfter: addDays(now, DELETION_UNDO_DAYS) })
      .returning();
    await enqueueJob(tx, {
      name: 'privacy.erase_account',
      payload: { userId },
      runAt: created!.eraseAfter,
      dedupeKey: `erase-account:${userId}:${created!.id}`,
    });
    return created!;
  });
  await revokeAllSessions(db, userId, now);
  return request;
}

/**
 * Undoes the customer's open deletion request, if any (logging in again within the 7 days, or the restore
 * route). A request whose time is over is left to the erasure job.
 * @returns whether a request was undone.
 */
export async function restoreUser(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const restored = await db
    .update(accountDeletions)
    .set({ restoredAt: now })
    .where(and(openDeletion(userId), sql`${accountDeletions.eraseAfter} > ${now.toISOString()}`))
    .returning({ id: accountDeletions.id });
  return restored.length > 0;
}
