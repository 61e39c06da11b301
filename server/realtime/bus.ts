/**
 * The one real-time bus (DESIGN.md "realtime"): PostgreSQL LISTEN/NOTIFY between app
 * instances, and PGlite's own LISTEN/NOTIFY inside the one process. A change is published with `pg_notify` in
 * the transaction that writes it, so a notification leaves only when (and if) that transaction commits, and
 * every instance, the writer's included, hears it on the same path.
 *
 * Two channels: chat events (CHAT_CHANNEL) and session events (SESSION_CHANNEL: sessions revoked, streams closed from
 * another instance). A payload names ids only (room, message, what happened), never text or personal data: subscribers read the
 * row again from the database, with the reader's own rights (masking, membership).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { logger } from '../logger';
import type { Db, DbHandle } from '../db/types';

/** The channel of chat events. */
export const CHAT_CHANNEL = 'chat_events';

/**
 * One chat event: a message was sent (`m`) or deleted (`d`) in a room, or a member read it (`r`) from after message
 * `p` up to message `m`; `k` names that member (`user:<id>`, `staff:<id>`, `provider:<id>`: ids, never names).
 */
export const schemaChatSignal = z.object({
  t: z.enum(['m', 'd', 'r']),
  r: z.uuid(),
  m: z.number().int().positive(),
  p: z.number().int().nonnegative().optional(),
  k: z.string().max(80).optional(),
});
export type ChatSignal = z.infer<typeof schemaChatSignal>;

/**
 * The SQL expression that publishes `signal` (for a statement that does more in the same round trip, e.g. an
 * update in a `with` clause); like `publishChatSignal`, it leaves when the transaction commits.
 */
export function chatSignalSql(signal: ChatSignal): SQL {
  return sql`pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(signal)})`;
}

/** Publishes `signal` when the transaction `tx` commits (at once outside a transaction). */
export async function publishChatSignal(tx: Db, signal: ChatSignal): Promise<void> {
  await tx.execute(sql`select ${chatSignalSql(signal)}`);
}

/** What a subscriber gets: every signal, and a call after the listening connection was re-established. */
export interface ChatSubscriber {
  onSignal: (signal: ChatSignal) => void;
  /** Notifications may have been lost while the connection was down: catch up from the database. */
  onReconnect?: () => void;
}

/** The channel of session events (a customer's sessions ended; streams closed from another instance). */
export const SESSION_CHANNEL = 'session_events';

/**
 * One session event: `t: 's'`, some sessions of customer `u` were revoked (logout, "log out of all devices",
 * account deletion), so each instance checks that customer's streams against the database now (with `k`, `u` is
 * a staff member's or provider's id whose console sessions were revoked: sign-out, disabled); `t: 'c'`, the
 * streams `c` (chat_streams ids) are closed for `why` (`limit`: the customer opened more than the limit allows).
 * Ids only, never a token.
 */
export const schemaSessionSignal = z.discriminatedUnion('t', [
  z.object({ t: z.literal('s'), u: z.uuid(), k: z.enum(['staff', 'provider']).optional() }),
  z.object({ t: z.literal('c'), c: z.array(z.uuid()).min(1).max(100), why: z.enum(['limit']) }),
]);
export type SessionSignal = z.infer<typeof schemaSessionSignal>;

/** Publishes `signal` on the session channel when the transaction `tx` commits (at once outside a transaction). */
export async function publishSessionSignal(tx: Db, signal: SessionSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** What a session-channel subscriber gets (as ChatSubscriber). */
export interface SessionSubscriber {
  onSignal: (signal: SessionSignal) => void;
  /** Notifications may have been lost while the connection was down: check against the database. */
  onReconnect?: () => void;
}

interface Subscriber {
  onSignal: (signal: never) => void;
  onReconnect?: () => void;
}

interface BusState {
  subscribers: Set<Subscriber>;
  started: Promise<void> | null;
}

const globalForBus = globalThis as typeof globalThis & { __partyBus?: WeakMap<DbHandle, Map<string, BusState>> };

function stateOf(handle: DbHandle, channel: string): BusState {
  globalForBus.__partyBus ??= new WeakMap();
  let channels = globalForBus.__partyBus.get(handle);
  if (!channels) {
    channels = new Map();
    globalForBus.__partyBus.set(handle, channels);
  }
  let state = channels.get(channel);
  if (!state) {
    state = { subscribers: new Set(), started: null };
    channels.set(channel, state);
  }
  return state;
}

/**
 * Subscribes to one channel: one LISTEN per database handle, channel and process (started by the first
 * subscriber), each notification parsed with `schema` and fanned out to every subscriber in the process.
 */
async function subscribeChannel<T>(
  handle: DbHandle,
  channel: string,
  schema: z.ZodType<T>,
  subscriber: { onSignal: (signal: T) => void; onReconnect?: () => void },
): Promise<() => void> {
  const state = stateOf(handle, channel);
  const entry = subscriber as Subscriber;
  state.subscribers.add(entry);
  if (!state.started) {
    const listen = handle.listen;
    if (!listen) throw new Error('this database handle cannot LISTEN');
    state.started = listen(
      channel,
      (payload) => {
        const parsed = schema.safeParse(safeJson(payload));
        if (!parsed.success) {
          logger.warn({ channel }, 'realtime bus: ignored a malformed notification');
          return;
        }
        for (const s of state.subscribers) (s.onSignal as (signal: T) => void)(parsed.data);
      },
      () => {
        for (const s of state.subscribers) s.onReconnect?.();
      },
    ).then(
      () => undefined,
      (error: unknown) => {
        state.started = null;
        throw error;
      },
    );
  }
  try {
    await state.started;
  } catch (error) {
    state.subscribers.delete(entry);
    throw error;
  }
  return () => {
    state.subscribers.delete(entry);
  };
}

/**
 * Subscribes to chat signals of a database: one listening connection per database handle and process (started
 * by the first subscriber), fanned out to every subscriber in the process.
 * @returns a function that unsubscribes.
 * @throws when the handle cannot listen (a handle without `listen`) or the first LISTEN fails.
 */
export function subscribeChat(handle: DbHandle, subscriber: ChatSubscriber): Promise<() => void> {
  return subscribeChannel(handle, CHAT_CHANNEL, schemaChatSignal, subscriber);
}

/**
 * Subscribes to session signals of a database (as subscribeChat: one LISTEN per handle and process).
 * @returns a function that unsubscribes.
 * @throws when the handle cannot listen or the first LISTEN fails.
 */
export function subscribeSessions(handle: DbHandle, subscriber: SessionSubscriber): Promise<() => void> {
  return subscribeChannel(handle, SESSION_CHANNEL, schemaSessionSignal, subscriber);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
