/**
 * Stream tickets (issue 23 "Real time"): a browser's EventSource cannot send the bearer token, so the page asks
 * `POST /api/chat/stream-ticket` (with the token) for a ticket and opens `/api/chat/stream?ticket=`. A ticket is
 * 32 random bytes, kept only as its sha256, valid 60 seconds and spent by its first use (one conditional update,
 * so two uses at once let one through).
 */
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { chatStreamTickets } from '../db/schema';
import type { Db } from '../db/types';

/** How long a ticket is valid. */
export const STREAM_TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new ticket for `userId`, valid STREAM_TICKET_SECONDS from `now`. */
export async function createStreamTicket(db: Db, userId: string, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = addSeconds(now, STREAM_TICKET_SECONDS);
  await db.insert(chatStreamTickets).values({ tokenHash: hashOf(ticket), userId, expiresAt, createdAt: now });
  return { ticket, expiresAt };
}

/** Spends a ticket: its user id when it is live and unused (it is used up now), else null. */
export async function redeemStreamTicket(db: Db, ticket: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(chatStreamTickets)
    .set({ usedAt: now })
    .where(and(eq(chatStreamTickets.tokenHash, hashOf(ticket)), isNull(chatStreamTickets.usedAt), gt(chatStreamTickets.expiresAt, now)))
    .returning({ userId: chatStreamTickets.userId });
  return row?.userId ?? null;
}

/** Forgets tickets that are used or expired (the hourly clean-up may call it). @returns how many. */
export async function purgeStreamTickets(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(chatStreamTickets)
    .where(or(isNotNull(chatStreamTickets.usedAt), lt(chatStreamTickets.expiresAt, now)))
    .returning({ id: chatStreamTickets.id });
  return gone.length;
}
