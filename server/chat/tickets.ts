/**
 * Stream tickets: a browser's EventSource cannot send the bearer token, so the page asks
 * `POST /api/chat/stream-ticket` (with the token) for a ticket and opens `/api/chat/stream?ticket=`. A ticket is
 * 32 random bytes, kept only as its sha256, valid 60 seconds and spent by its first use (one conditional update,
 * so two uses at once let one through). A ticket belongs to the session that asked for it: once that session is
 * revoked (logout, "log out of all devices", account deletion) or expired, its tickets open nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, eq, exists, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { chatStreamTickets, sessions } from '../db/schema';
import type { Db } from '../db/types';

/** How long a ticket is valid. */
export const STREAM_TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Who a stream is for: the customer and the session that authenticated it. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
}

/** A new ticket for the customer's session `owner`, valid STREAM_TICKET_SECONDS from `now`. */
export async function createStreamTicket(db: Db, owner: StreamOwner, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = addSeconds(now, STREAM_TICKET_SECONDS);
  await db
    .insert(chatStreamTickets)
    .values({ tokenHash: hashOf(ticket), userId: owner.userId, sessionId: owner.sessionId, expiresAt, createdAt: now });
  return { ticket, expiresAt };
}

/**
 * Spends a ticket: its customer and session when it is live, unused and its session is still live (not revoked,
 * not expired); it is used up now. Null otherwise (the route answers 401), a ticket without a session included.
 */
export async function redeemStreamTicket(db: Db, ticket: string, now: Date): Promise<StreamOwner | null> {
  // correlated on the ticket's own session: one index probe, whatever the number of sessions
  const liveSession = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, chatStreamTickets.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  const [row] = await db
    .update(chatStreamTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(chatStreamTickets.tokenHash, hashOf(ticket)),
        isNull(chatStreamTickets.usedAt),
        gt(chatStreamTickets.expiresAt, now),
        exists(liveSession),
      ),
    )
    .returning({ userId: chatStreamTickets.userId, sessionId: chatStreamTickets.sessionId });
  return row?.sessionId ? { userId: row.userId, sessionId: row.sessionId } : null;
}

/** Forgets tickets that are used or expired (the hourly clean-up may call it). @returns how many. */
export async function purgeStreamTickets(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(chatStreamTickets)
    .where(or(isNotNull(chatStreamTickets.usedAt), lt(chatStreamTickets.expiresAt, now)))
    .returning({ id: chatStreamTickets.id });
  return gone.length;
}
