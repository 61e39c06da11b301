/**
 * The chat stream of this process (issue 23 "Real time"): every open SSE connection of a customer, fed by the
 * bus (server/realtime/bus.ts). A signal names a room and a message; this process reads the room's members and
 * the message once from the database (once per batch of signals that arrived together) and writes it to each of
 * its own connections whose customer is a member, as that member sees it (masking). Nothing a stream needs lives only in one instance: a message written through
 * any instance reaches every instance through LISTEN/NOTIFY.
 */
import { inArray } from 'drizzle-orm';
import { chatMessages, type ChatMessage } from '../db/schema';
import type { DbHandle } from '../db/types';
import { logger } from '../logger';
import { subscribeChat, type ChatSignal } from '../realtime/bus';
import type { SseStream } from '../realtime/sse';
import { messagesSince, messageView, senderNamesByRoom } from './messages';
import { loadRooms, maskedFor, roomRecipientsOf, type Recipient } from './rooms';
import { principalKey } from './principals';

/** Ids a connection remembers as sent (to skip a message both resumed and signalled). */
const SENT_MEMORY = 1000;
/** At most this many signals are read in one batch (bounded `in (...)` lists). */
const MAX_BATCH = 200;

interface Connection {
  userId: string;
  stream: SseStream;
  /** Live events wait here until the resume is written, so the client gets them in order. */
  queue: (() => Promise<void>)[] | null;
  sent: Set<number>;
  lastId: number;
}

interface Hub {
  handle: DbHandle;
  byUser: Map<string, Set<Connection>>;
  unsubscribe: (() => void) | null;
  subscribing: Promise<void> | null;
  /** Signals waiting for the batch being delivered. */
  pending: ChatSignal[];
  /** Whether a batch is being delivered. */
  draining: boolean;
}

const globalForHub = globalThis as typeof globalThis & { __partyChatHub?: Hub };

function hubFor(handle: DbHandle): Hub {
  const existing = globalForHub.__partyChatHub;
  if (existing && existing.handle === handle) return existing;
  existing?.unsubscribe?.();
  const hub: Hub = { handle, byUser: new Map(), unsubscribe: null, subscribing: null, pending: [], draining: false };
  globalForHub.__partyChatHub = hub;
  return hub;
}

/** How many chat streams this process holds (benchmarks, health). */
export function openChatStreams(): number {
  let count = 0;
  for (const set of globalForHub.__partyChatHub?.byUser.values() ?? []) count += set.size;
  return count;
}

function remember(connection: Connection, id: number): boolean {
  if (connection.sent.has(id)) return false;
  connection.sent.add(id);
  if (connection.sent.size > SENT_MEMORY) connection.sent.delete(connection.sent.values().next().value!);
  connection.lastId = Math.max(connection.lastId, id);
  return true;
}

/** Runs `task` for a connection now, or after its resume when that is still being written. */
function enqueue(connection: Connection, task: () => Promise<void>): void {
  if (connection.queue) connection.queue.push(task);
  else void task().catch((error: unknown) => logger.warn({ err: error }, 'chat stream: delivery failed'));
}

/**
 * Delivers a batch of signals (in the order they arrived) to this process's connections. The reads are per
 * batch, not per signal: the rooms with their events or orders, their members now, the messages and their
 * senders' names, each in one query (or a few) whatever the batch holds, so a busy process reads less per message
 * as more signals wait (issue 23 bench: 50 messages a second into rooms of 20).
 */
async function deliverBatch(hub: Hub, signals: readonly ChatSignal[]): Promise<void> {
  if (hub.byUser.size === 0) return;
  const { db } = hub.handle;
  const contexts = await loadRooms(
    db,
    signals.map((s) => s.r),
  );
  const recipients = await roomRecipientsOf(db, [...contexts.values()]);
  // members of each room holding a stream here
  const localOf = new Map<string, Recipient[]>();
  for (const [roomId, list] of recipients) {
    const local = list.filter((r) => r.principal.kind === 'user' && hub.byUser.has(r.principal.id));
    if (local.length > 0) localOf.set(roomId, local);
  }
  if (localOf.size === 0) return;
  const messageIds = [...new Set(signals.flatMap((s) => (s.t === 'm' && localOf.has(s.r) ? [s.m] : [])))];
  const rows = messageIds.length > 0 ? await db.select().from(chatMessages).where(inArray(chatMessages.id, messageIds)) : [];
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const rowsByRoom = new Map<string, ChatMessage[]>();
  for (const row of rows) rowsByRoom.set(row.roomId, [...(rowsByRoom.get(row.roomId) ?? []), row]);
  const names = await senderNamesByRoom(
    db,
    [...rowsByRoom].map(([roomId, roomRows]) => ({ context: contexts.get(roomId)!, rows: roomRows })),
  );
  const now = new Date();
  for (const signal of signals) {
    const local = localOf.get(signal.r);
    if (!local) continue;
    if (signal.t === 'd') {
      for (const r of local)
        for (const c of hub.byUser.get(r.principal.id) ?? [])
          enqueue(c, async () => c.stream.send({ event: 'deleted', data: { roomId: signal.r, id: signal.m } }));
      continue;
    }
    if (signal.t === 'r') {
      // another member read the room from after message p up to m: each other member's own messages there gain a reader
      const read = { roomId: signal.r, after: signal.p ?? 0, upTo: signal.m };
      for (const r of local) {
        if (principalKey(r.principal) === signal.k) continue;
        for (const c of hub.byUser.get(r.principal.id) ?? []) enqueue(c, async () => c.stream.send({ event: 'read', data: read }));
      }
      continue;
    }
    const row = rowById.get(signal.m);
    // a message of another room than its signal says is never shown there
    if (!row || row.roomId !== signal.r) continue;
    const context = contexts.get(signal.r)!;
    const book = names.get(signal.r) ?? new Map<string, string>();
    for (const r of local) {
      const view = messageView(row, { principal: r.principal, masked: maskedFor(context, r.role, now) }, book, 0);
      for (const c of hub.byUser.get(r.principal.id) ?? [])
        enqueue(c, async () => {
          if (remember(c, row.id)) c.stream.send({ event: 'message', id: row.id, data: view });
        });
    }
  }
}

/**
 * Queues a signal for delivery. One batch is read at a time: the signals that arrive meanwhile wait and go
 * together in the next batch, in arrival order (so each stream gets them in the order they were signalled).
 */
function accept(hub: Hub, signal: ChatSignal): void {
  hub.pending.push(signal);
  if (hub.draining) return;
  hub.draining = true;
  void (async () => {
    try {
      while (hub.pending.length > 0) {
        const batch = hub.pending.splice(0, MAX_BATCH);
        await deliverBatch(hub, batch).catch((error: unknown) =>
          logger.warn({ err: error }, 'chat stream: signals could not be delivered'),
        );
      }
    } finally {
      hub.draining = false;
    }
  })();
}

/** Writes the messages after `afterId` of the customer's rooms to one connection. */
async function resume(hub: Hub, connection: Connection, afterId: number): Promise<void> {
  const missed = await messagesSince(hub.handle.db, connection.userId, afterId, new Date());
  for (const view of missed) if (remember(connection, view.id)) connection.stream.send({ event: 'message', id: view.id, data: view });
}

async function ensureSubscribed(hub: Hub): Promise<void> {
  if (hub.unsubscribe) return;
  hub.subscribing ??= subscribeChat(hub.handle, {
    onSignal: (signal) => {
      accept(hub, signal);
    },
    onReconnect: () => {
      // notifications sent while the listening connection was down are lost: every stream catches up
      for (const set of hub.byUser.values()) for (const c of set) enqueue(c, () => resume(hub, c, c.lastId));
    },
  }).then(
    (unsubscribe) => {
      hub.unsubscribe = unsubscribe;
      hub.subscribing = null;
    },
    (error: unknown) => {
      hub.subscribing = null;
      throw error;
    },
  );
  await hub.subscribing;
}

/**
 * Serves one customer's stream until it closes: subscribes this process to the bus (once), registers the
 * connection, writes what was missed after `lastEventId` (when given), then live events.
 */
export async function serveChatStream(handle: DbHandle, userId: string, stream: SseStream, lastEventId: number | undefined): Promise<void> {
  const hub = hubFor(handle);
  await ensureSubscribed(hub);
  const connection: Connection = { userId, stream, queue: [], sent: new Set(), lastId: lastEventId ?? 0 };
  let set = hub.byUser.get(userId);
  if (!set) {
    set = new Set();
    hub.byUser.set(userId, set);
  }
  set.add(connection);
  const cleanUp = () => {
    const mine = hub.byUser.get(userId);
    mine?.delete(connection);
    if (mine?.size === 0) hub.byUser.delete(userId);
  };
  void stream.done.then(cleanUp);
  try {
    if (lastEventId !== undefined) await resume(hub, connection, lastEventId);
  } finally {
    // live events that arrived meanwhile, in order
    const queued = connection.queue ?? [];
    connection.queue = null;
    for (const task of queued) await task().catch((error: unknown) => logger.warn({ err: error }, 'chat stream: delivery failed'));
  }
  stream.comment('ready');
  await stream.done;
}
