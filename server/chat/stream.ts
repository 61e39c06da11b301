/**
 * The chat stream of this process: every open SSE connection of a customer, fed by the
 * bus (server/realtime/bus.ts). A signal names a room and a message; this process reads the room's members and
 * the message once from the database (once per batch of signals that arrived together) and writes it to each of
 * its own connections whose customer is a member, as that member sees it (masking). Nothing a stream needs lives only in one instance: a message written through
 * any instance reaches every instance through LISTEN/NOTIFY.
 *
 * Staff (`/ops/chat`) and providers (the partner app) hold streams of the same hub: each connection belongs to a
 * principal (server/chat/principals.ts) and gets what that principal may see of its rooms (support: every support
 * and order room, unmasked; a provider: their jobs' order rooms, masked until the slot), opened by their own
 * cookie session (server/chat/streamSlots.ts), never by a customer's token.
 *
 * Sessions end everywhere: each connection keeps the session that opened it. A revoked session (logout, "log out of
 * all devices", account deletion) sends a session signal on the bus, and every instance checks its streams of that
 * customer at once; besides, every heartbeat checks all of this instance's streams in one query
 * (./streamSlots.ts), so a lost notification costs at most one heartbeat. A stream lives at most
 * `maxAgeMs` (30 minutes; the client opens a new one with a new ticket). Each close by the server sends a last
 * `closed` event with the reason, so the client knows whether to reconnect.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest } from 'next';
import type { DbHandle } from '../db/types';
import { clientIp } from '../http/clientIp';
import { logger } from '../logger';
import { subscribeChat, subscribeSessions, type ChatSignal, type SessionSignal } from '../realtime/bus';
import { openSseStream, SSE_HEARTBEAT_MS, type SseStream } from '../realtime/sse';
import { messagesSince } from './messages';
import { principalKey, type Principal } from './principals';
import { deliverBatch, enqueue, hubFor, remember, type Connection, type Hub } from './streamHub';
import {
  checkStreamSlots,
  openStreamSlot,
  releaseStreamSlot,
  STALE_AFTER_CHECKS,
  type ConsoleStreamOwner,
  type StreamCloseReason,
} from './streamSlots';

/** At most this many signals are read in one batch (bounded `in (...)` lists). */
const MAX_BATCH = 200;

/** How often this instance checks its streams' sessions (each heartbeat), and how long a stream may live. */
export interface ChatStreamTimings {
  checkMs: number;
  maxAgeMs: number;
}

/** The timings in force: a check every heartbeat (20 s), streams of at most 30 minutes. */
export const chatStreamTimings: ChatStreamTimings = { checkMs: SSE_HEARTBEAT_MS, maxAgeMs: 30 * 60_000 };

/** Tests shorten the timings; returns a function that puts the previous ones back. */
export function setChatStreamTimings(next: Partial<ChatStreamTimings>): () => void {
  const before = { ...chatStreamTimings };
  Object.assign(chatStreamTimings, next);
  return () => Object.assign(chatStreamTimings, before);
}

/** A row not refreshed within this many ms belongs to a stopped instance (./streamSlots.ts). */
export const staleStreamMs = (): number => chatStreamTimings.checkMs * STALE_AFTER_CHECKS;

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

/**
 * Writes the messages after `afterId` of the customer's rooms to one connection; a staff member's or provider's
 * connection is told to `resync` instead (its screen reads its queue or job chat again).
 */
async function resume(hub: Hub, connection: Connection, afterId: number): Promise<void> {
  if (connection.principal.kind !== 'user') {
    connection.stream.send({ event: 'resync', data: {} });
    return;
  }
  const missed = await messagesSince(hub.handle.db, connection.principal.id, afterId, new Date());
  for (const view of missed) if (remember(connection, view.id)) connection.stream.send({ event: 'message', id: view.id, data: view });
}

/** Ends a connection with a last `closed` event saying why (the client reconnects only after `expired`). */
function closeConnection(connection: Connection, reason: StreamCloseReason): void {
  if (connection.stream.closed) return;
  connection.stream.send({ event: 'closed', data: { reason } });
  connection.stream.close();
}

/**
 * Checks `connections` against the database (one query) and closes those whose session ended or that another
 * instance closed; queued after any check under way.
 */
function check(hub: Hub, connections: () => Connection[]): Promise<void> {
  hub.checking = hub.checking.then(async () => {
    const list = connections().filter((c) => !c.stream.closed);
    if (list.length === 0) return;
    const verdicts = await checkStreamSlots(
      hub.handle.db,
      list.map((c) => c.id),
      new Date(),
    );
    for (const c of list) {
      const verdict = verdicts.get(c.id);
      if (verdict && verdict !== 'open') closeConnection(c, verdict);
    }
  });
  const done = hub.checking;
  hub.checking = hub.checking.catch((error: unknown) => logger.warn({ err: error }, 'chat stream: sessions could not be checked'));
  return done;
}

const allConnections = (hub: Hub) => () => [...hub.byId.values()];

/** Each heartbeat: streams past their life close (`expired`), the others are checked against their sessions. */
function heartbeat(hub: Hub): void {
  const now = Date.now();
  for (const c of hub.byId.values()) if (now - c.openedAt >= chatStreamTimings.maxAgeMs) closeConnection(c, 'expired');
  void check(hub, allConnections(hub)).catch(() => undefined);
}

function onSessionSignal(hub: Hub, signal: SessionSignal): void {
  if (signal.t === 'c') {
    for (const id of signal.c) {
      const c = hub.byId.get(id);
      if (c) closeConnection(c, signal.why);
    }
    return;
  }
  const key = principalKey({ kind: signal.k ?? 'user', id: signal.u });
  if (!hub.byUser.has(key)) return;
  void check(hub, () => [...(hub.byUser.get(key) ?? [])]).catch(() => undefined);
}

async function ensureSubscribed(hub: Hub): Promise<void> {
  if (hub.unsubscribe) return;
  hub.subscribing ??= (async () => {
    const stopChat = await subscribeChat(hub.handle, {
      onSignal: (signal) => {
        accept(hub, signal);
      },
      onReconnect: () => {
        // notifications sent while the listening connection was down are lost: every stream catches up
        for (const set of hub.byUser.values()) for (const c of set) enqueue(c, () => resume(hub, c, c.lastId));
      },
    });
    try {
      const stopSessions = await subscribeSessions(hub.handle, {
        onSignal: (signal) => onSessionSignal(hub, signal),
        // a revocation may have been missed: check every stream now
        onReconnect: () => void check(hub, allConnections(hub)).catch(() => undefined),
      });
      return () => {
        stopChat();
        stopSessions();
      };
    } catch (error) {
      stopChat();
      throw error;
    }
  })().then(
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

/** Whose stream `serveChatStream` serves: a customer (`userId`) or any principal, and its `chat_streams` row. */
export type ServedOwner = { slotId: string } & ({ userId: string } | { principal: Principal });

/**
 * Serves one customer's (or staff member's, or provider's) stream until it closes: subscribes this process to the bus (once), registers the
 * connection (its `chat_streams` row `slotId`, opened by `openStreamSlot`), writes what was missed after
 * `lastEventId` (when given), then live events; closes it when its session ends, another instance closes it for
 * the customer's limit, or it reaches `chatStreamTimings.maxAgeMs`. The row is deleted when the stream closes.
 */
export async function serveChatStream(
  handle: DbHandle,
  owner: ServedOwner,
  stream: SseStream,
  lastEventId: number | undefined,
): Promise<void> {
  const hub = hubFor(handle);
  const principal: Principal = 'principal' in owner ? owner.principal : { kind: 'user', id: owner.userId };
  const key = principalKey(principal);
  const connection: Connection = {
    id: owner.slotId,
    principal,
    openedAt: Date.now(),
    stream,
    queue: [],
    sent: new Set(),
    lastId: lastEventId ?? 0,
  };
  const cleanUp = () => {
    const mine = hub.byUser.get(key);
    mine?.delete(connection);
    if (mine?.size === 0) hub.byUser.delete(key);
    if (hub.byId.get(connection.id) === connection) hub.byId.delete(connection.id);
    if (hub.byId.size === 0 && hub.timer) {
      clearInterval(hub.timer);
      hub.timer = null;
    }
    void releaseStreamSlot(handle.db, connection.id).catch((error: unknown) =>
      logger.warn({ err: error }, 'chat stream: its row could not be released'),
    );
  };
  void stream.done.then(cleanUp);
  try {
    await ensureSubscribed(hub);
  } catch (error) {
    stream.close();
    throw error;
  }
  if (stream.closed) return;
  let set = hub.byUser.get(key);
  if (!set) {
    set = new Set();
    hub.byUser.set(key, set);
  }
  set.add(connection);
  hub.byId.set(connection.id, connection);
  if (!hub.timer) {
    hub.timer = setInterval(() => heartbeat(hub), chatStreamTimings.checkMs);
    hub.timer.unref?.();
  }
  // a revocation between the ticket and the subscription sent its signal before this instance listened: check once now
  await check(hub, () => [connection]).catch(() => undefined);
  try {
    if (lastEventId !== undefined && !stream.closed) await resume(hub, connection, lastEventId);
  } finally {
    // live events that arrived meanwhile, in order
    const queued = connection.queue ?? [];
    connection.queue = null;
    for (const task of queued) await task().catch((error: unknown) => logger.warn({ err: error }, 'chat stream: delivery failed'));
  }
  stream.comment('ready');
  await stream.done;
}

/**
 * The answer of a staff member's (`/api/ops/chat/stream`) or provider's (`/api/partner/chat/stream`) stream, once
 * the route authenticated their cookie session: takes a place (`chat_streams`: 5 per person like a customer, but no
 * per-address limit, which is the customers'; none for HEAD), then serves the principal's rooms until the stream closes (the session revoked on any instance,
 * 30 minutes, or a sixth stream). Nothing is resumed: the screen reads its data again on each (re)open.
 */
export async function consoleStreamAnswer(
  handle: DbHandle,
  req: IncomingMessage & Pick<NextApiRequest, 'headers' | 'socket'>,
  owner: ConsoleStreamOwner,
): Promise<{ headers: Record<string, string>; body: (res: ServerResponse) => Promise<void> }> {
  const slot = req.method === 'HEAD' ? null : await openStreamSlot(handle.db, owner, clientIp(req), new Date(), staleStreamMs());
  return {
    headers: {},
    body: async (res) => {
      const stream = openSseStream(req, res);
      await serveChatStream(handle, { principal: { kind: owner.kind, id: owner.principalId }, slotId: slot!.id }, stream, undefined);
    },
  };
}
