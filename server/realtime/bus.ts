/**
 * The one real-time bus (issue 23 "Real time", DESIGN.md "realtime"): PostgreSQL LISTEN/NOTIFY between app
 * instances, and PGlite's own LISTEN/NOTIFY inside the one process. A change is published with `pg_notify` in
 * the transaction that writes it, so a notification leaves only when (and if) that transaction commits, and
 * every instance, the writer's included, hears it on the same path.
 *
 * A payload names ids only (room, message, what happened), never text or personal data: subscribers read the
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

interface BusState {
  subscribers: Set<ChatSubscriber>;
  started: Promise<void> | null;
}

const globalForBus = globalThis as typeof globalThis & { __partyChatBus?: WeakMap<DbHandle, BusState> };

function stateOf(handle: DbHandle): BusState {
  globalForBus.__partyChatBus ??= new WeakMap();
  let state = globalForBus.__partyChatBus.get(handle);
  if (!state) {
    state = { subscribers: new Set(), started: null };
    globalForBus.__partyChatBus.set(handle, state);
  }
  return state;
}

/**
 * Subscribes to chat signals of a database: one listening connection per database handle and process (started
 * by the first subscriber), fanned out to every subscriber in the process.
 * @returns a function that unsubscribes.
 * @throws when the handle cannot listen (a handle without `listen`) or the first LISTEN fails.
 */
export async function subscribeChat(handle: DbHandle, subscriber: ChatSubscriber): Promise<() => void> {
  const state = stateOf(handle);
  state.subscribers.add(subscriber);
  if (!state.started) {
    const listen = handle.listen;
    if (!listen) throw new Error('this database handle cannot LISTEN');
    state.started = listen(
      CHAT_CHANNEL,
      (payload) => {
        const parsed = schemaChatSignal.safeParse(safeJson(payload));
        if (!parsed.success) {
          logger.warn('chat bus: ignored a malformed notification');
          return;
        }
        for (const s of state.subscribers) s.onSignal(parsed.data);
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
    state.subscribers.delete(subscriber);
    throw error;
  }
  return () => {
    state.subscribers.delete(subscriber);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
