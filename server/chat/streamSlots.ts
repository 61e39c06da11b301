/**
 * The open chat streams of every instance, in the database (table `chat_streams`): what keeps the per-customer
 * and per-address limits true across instances, and what tells an instance, in one query per heartbeat, which of
 * its streams lost their session (logout, "log out of all devices", account deletion, expiry) or were closed by
 * another instance for the customer's limit.
 *
 * Limits: a customer keeps at most CHAT_STREAMS_PER_USER streams (a new one closes the oldest, whichever instance
 * holds it: the row is marked and a session signal on the bus tells that instance); a client address opens at most
 * CHAT_STREAMS_PER_ADDRESS customers' streams (one more is refused with 429: closing a stranger's stream behind the
 * same network would let one customer knock others off). Staff and providers' streams (signed-in console and partner
 * sessions, accounts the business created) have only their per-person cap: twenty agents behind one office network
 * or providers behind a carrier's shared address must not be refused, and they do not count toward the customers'
 * allowance either. Both are counted under advisory locks, so two instances opening at once cannot both pass.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { advisoryXactLock } from '../db/locks';
import { chatStreams } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { publishSessionSignal } from '../realtime/bus';
import type { StreamOwner } from './tickets';

/**
 * Who a console stream is for: a staff member (`/ops/chat`) or a provider (the partner app), and the cookie session
 * (`console_sessions`) that opened it. A customer's stream has a `StreamOwner` (user and JWT session) instead.
 */
export interface ConsoleStreamOwner {
  kind: 'staff' | 'provider';
  principalId: string;
  consoleSessionId: string;
}

/** The owner of any stream: a customer's session, or a staff member's or provider's console session. */
export type SlotOwner = StreamOwner | ConsoleStreamOwner;

const isConsoleOwner = (owner: SlotOwner): owner is ConsoleStreamOwner => 'consoleSessionId' in owner;

/** At most this many open chat streams per customer (a phone and a few tabs); a new one closes the oldest. */
export const CHAT_STREAMS_PER_USER = 5;
/**
 * At most this many open customers' chat streams per client address (a family or an office behind one address).
 * Staff and providers' streams neither count nor are refused here (their per-person cap holds them).
 */
export const CHAT_STREAMS_PER_ADDRESS = 20;
/** The message of a 429 for an address at its limit. */
export const CHAT_STREAMS_ADDRESS_REFUSED =
  'Too many chat connections from your network. Please close a few tabs and try again in a minute.';
/** A row not refreshed for this many heartbeats belongs to an instance that stopped: it no longer counts. */
export const STALE_AFTER_CHECKS = 3;

/** What a stream is closed for, as its last event says: `session_ended` (signed out), `limit` (too many), `expired` (life cap). */
export type StreamCloseReason = 'session_ended' | 'limit' | 'expired';

/** The sha256 of a client address: the table never holds the address itself. */
export function addressHashOf(address: string): string {
  return createHash('sha256').update(`chat-stream:${address}`).digest('hex');
}

/** The rows that count toward a limit: not closed, refreshed within `staleMs` of `now`. */
const counted = (now: Date, staleMs: number) =>
  and(isNull(chatStreams.closedFor), gt(chatStreams.seenAt, new Date(now.getTime() - staleMs)));

/**
 * Registers a new stream of `owner` from `address`: refuses a customer's when the address already holds
 * CHAT_STREAMS_PER_ADDRESS customers' streams (staff and providers' are not held to it), else closes the owner's (customer's, staff member's or provider's) oldest streams
 * beyond CHAT_STREAMS_PER_USER - 1 (marked
 * `limit`, with a session signal that reaches their instances when this commits).
 * @param staleMs rows older than this (not refreshed) are not counted (an instance that stopped).
 * @returns the new row's id and the ids of the streams closed for it.
 * @throws HttpError 429 CHAT_STREAMS_ADDRESS_REFUSED (Retry-After 60) when a customer's address is at its limit.
 */
export async function openStreamSlot(
  db: Db,
  owner: SlotOwner,
  address: string,
  now: Date,
  staleMs: number,
): Promise<{ id: string; closed: string[] }> {
  const addressHash = addressHashOf(address);
  return db.transaction(async (tx) => {
    // always the customer first, then the address: two openings never wait on each other in a circle
    const fromConsole = isConsoleOwner(owner);
    const ownerKey = fromConsole ? `${owner.kind}:${owner.principalId}` : `user:${owner.userId}`;
    await advisoryXactLock(tx, `chat-stream:${ownerKey}`);
    if (!fromConsole) {
      await advisoryXactLock(tx, `chat-stream:address:${addressHash}`);
      const [fromAddress] = await tx
        .select({ n: count() })
        .from(chatStreams)
        .where(and(eq(chatStreams.addressHash, addressHash), isNotNull(chatStreams.userId), counted(now, staleMs)));
      if ((fromAddress?.n ?? 0) >= CHAT_STREAMS_PER_ADDRESS)
        throw new HttpError(429, CHAT_STREAMS_ADDRESS_REFUSED, { headers: { 'Retry-After': '60' } });
    }
    const open = await tx
      .select({ id: chatStreams.id })
      .from(chatStreams)
      .where(
        and(
          fromConsole ? eq(chatStreams.consolePrincipalId, owner.principalId) : eq(chatStreams.userId, owner.userId),
          counted(now, staleMs),
        ),
      )
      .orderBy(asc(chatStreams.openedAt), asc(chatStreams.id));
    const closed = open.slice(0, Math.max(0, open.length - (CHAT_STREAMS_PER_USER - 1))).map((row) => row.id);
    if (closed.length > 0) {
      await tx.update(chatStreams).set({ closedFor: 'limit' }).where(inArray(chatStreams.id, closed));
      await publishSessionSignal(tx, { t: 'c', c: closed, why: 'limit' });
    }
    const [row] = await tx
      .insert(chatStreams)
      .values({
        ...(fromConsole
          ? { consoleSessionId: owner.consoleSessionId, consolePrincipalId: owner.principalId }
          : { userId: owner.userId, sessionId: owner.sessionId }),
        addressHash,
        openedAt: now,
        seenAt: now,
      })
      .returning({ id: chatStreams.id });
    return { id: row!.id, closed };
  });
}

/**
 * One heartbeat's check of an instance's streams, in one statement: refreshes their rows and says, for each,
 * whether it may stay open. Streams missing from the answer have no row any more (their customer or session was
 * erased): close them as `session_ended`.
 * A console stream's session is its `console_sessions` row (a staff member or provider disabled has theirs revoked).
 * @returns per stream id: `open`, or the reason to close it (`limit`, `session_ended` for a revoked or expired session).
 */
export async function checkStreamSlots(db: Db, ids: readonly string[], now: Date): Promise<Map<string, 'open' | StreamCloseReason>> {
  const verdicts = new Map<string, 'open' | StreamCloseReason>();
  if (ids.length === 0) return verdicts;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with touched as (
      update chat_streams set seen_at = ${now.toISOString()}::timestamptz
      where id in (${idList})
      returning id, session_id, console_session_id, closed_for
    )
    select t.id::text as id, t.closed_for,
      ((s.id is not null and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)
        or (c.id is not null and c.revoked_at is null and c.expires_at > ${now.toISOString()}::timestamptz)) as live
    from touched t
      left join sessions s on s.id = t.session_id
      left join console_sessions c on c.id = t.console_session_id`);
  const rows = (result as unknown as { rows: { id: string; closed_for: string | null; live: boolean }[] }).rows;
  for (const row of rows) verdicts.set(row.id, row.closed_for === 'limit' ? 'limit' : row.live ? 'open' : 'session_ended');
  for (const id of ids) if (!verdicts.has(id)) verdicts.set(id, 'session_ended');
  return verdicts;
}

/** Forgets a closed stream's row. */
export async function releaseStreamSlot(db: Db, id: string): Promise<void> {
  await db.delete(chatStreams).where(eq(chatStreams.id, id));
}

/** Forgets rows not refreshed since `before` (instances that stopped; the hourly clean-up). @returns how many. */
export async function purgeStaleStreamSlots(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(chatStreams).where(lt(chatStreams.seenAt, before)).returning({ id: chatStreams.id });
  return gone.length;
}
