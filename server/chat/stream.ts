/**
 * The chat stream of this process (issue 23 "Real time"): every open SSE connection of a customer, fed by the
 * bus (server/realtime/bus.ts). A signal names a room and a message; this process reads the room's members and
 * the message once from the database and writes it to each of its own connections whose customer is a member,
 * as that member sees it (masking). Nothing a stream needs lives only in one instance: a message written through
 * any instance reaches every instance through LISTEN/NOTIFY.
 */
import { eq } from 'drizzle-orm';
import { chatMessages } from '../db/schema';
import type { DbHandle } from '../db/types';
import { logger } from '../logger';
import { subscribeChat, type ChatSignal } from '../realtime/bus';
import type { SseStream } from '../realtime/sse';
import { messagesSince, messageView, senderNames } from './messages';
import { loadRoom, maskedFor, roomRecipients } from './rooms';

/** Ids a connection remembers as sent (to skip a message both resumed and signalled). */
const SENT_MEMORY = 1000;

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
}

const globalForHub = globalThis as typeof globalThis & { __partyChatHub?: Hub };

function hubFor(handle: DbHandle): Hub {
  const existing = globalForHub.__partyChatHub;
  if (existing && existing.handle === handle) return existing;
  existing?.unsubscribe?.();
  const hub: Hub = { handle, byUser: new Map(), unsubscribe: null, subscribing: null };
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

async function deliver(hub: Hub, signal: ChatSignal): Promise<void> {
  if (hub.byUser.size === 0) return;
  const { db } = hub.handle;
  const context = await loadRoom(db, signal.r);
  if (!context) return;
  const local = (await roomRecipients(db, context)).filter((r) => r.principal.kind === 'user' && hub.byUser.has(r.principal.id));
  if (local.length === 0) return;
  if (signal.t === 'd') {
    for (const r of local)
      for (const c of hub.byUser.get(r.principal.id) ?? [])
        enqueue(c, async () => c.stream.send({ event: 'deleted', data: { roomId: signal.r, id: signal.m } }));
    return;
  }
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, signal.m)).limit(1);
  if (!row) return;
  const names = await senderNames(db, context, [row]);
  const now = new Date();
  for (const r of local) {
    const view = messageView(row, { principal: r.principal, masked: maskedFor(context, r.role, now) }, names, 0);
    for (const c of hub.byUser.get(r.principal.id) ?? [])
      enqueue(c, async () => {
        if (remember(c, row.id)) c.stream.send({ event: 'message', id: row.id, data: view });
      });
  }
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
      deliver(hub, signal).catch((error: unknown) => logger.warn({ err: error }, 'chat stream: a signal could not be delivered'));
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
