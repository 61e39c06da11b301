/**
 * The console's support inbox: the queue of support rooms with the waiting time (since
 * the customer's oldest unanswered message), assignment to an agent, one conversation with the customer's orders
 * and the first-response time, and sending as support. Staff are members of every support and order room
 * (server/chat/rooms.ts), so reads and sends go through the chat's own rules; support sees texts unmasked.
 * Every state change writes an audit line in its transaction; a sent message's line holds its id, never its text.
 */
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { firstResponseFigures, firstResponseSeconds, responseWaits, type ResponseMessage } from '../../lib/chat/firstResponse';
import { previewText } from '../../lib/chat/rules';
import type { ChatMessageView } from '../../lib/contracts/chat';
import { istDate, istDateTime } from '../../lib/dates';
import {
  SUPPORT_QUEUE_MAX,
  type FirstResponseToday,
  type InboxConversation,
  type InboxOrder,
  type InboxQueue,
  type InboxRoom,
} from '../../lib/contracts/opsChat';
import { statusLabel } from '../../lib/orders';
import type { ChatRoom } from '../db/schema';
import type { Db } from '../db/types';
import { listMessages, loadRoom, markRead, roomClosed, sendMessage, senderNames, type Principal, type RoomContext } from '../chat';
import { HttpError, notFound } from '../http/errors';
import { recordAudit, type AuditActor } from '../audit/audit';
import {
  activeAgents,
  countWaitingSupportRooms,
  isActiveAgent,
  lastMessagesOf,
  latestOrdersOf,
  lockRoom,
  orderCustomers,
  queuedSupportRooms,
  roomsWaitingSince,
  setRoomAgent,
  staffNames,
  supportMessagesBetween,
  usersByIds,
  waitsOpenAt,
} from './repository/supportInbox';

/** Audit actions of the inbox. */
export const CHAT_ASSIGN_ACTION = 'chat.assign';
export const CHAT_SEND_ACTION = 'chat.message_send';

const unknownRoom = () => notFound('This chat does not exist.');

/** Orders shown beside a conversation. */
const ORDERS_BESIDE = 10;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The last 4 digits of a phone (the console shows no more in lists). */
const last4 = (phone: string) => phone.slice(-4);

/** The customer of a room: a support room's own, an order room's orderer. */
function customerIdOf(context: RoomContext): string | null {
  return context.room.kind === 'support' ? context.room.customerUserId : (context.order?.userId ?? null);
}

/** Queue lines of `rooms` (in the given order): customer, last message, waiting time, assignee. */
async function roomLines(db: Db, rooms: readonly ChatRoom[]): Promise<InboxRoom[]> {
  if (rooms.length === 0) return [];
  const ids = rooms.map((r) => r.id);
  const waiting = await roomsWaitingSince(db, ids);
  const orderRows = await orderCustomers(
    db,
    rooms.flatMap((r) => (r.orderId ? [r.orderId] : [])),
  );
  const customerOf = (room: ChatRoom) => room.customerUserId ?? orderRows.find((o) => o.id === room.orderId)?.userId ?? null;
  const customerIds = [...new Set(rooms.map(customerOf).filter((id): id is string => id !== null))];
  const people = await usersByIds(db, customerIds);
  const agentIds = [...new Set(rooms.flatMap((r) => (r.assignedStaffId ? [r.assignedStaffId] : [])))];
  const agents = await staffNames(db, agentIds);
  const lastRows = await lastMessagesOf(db, ids);
  const lines: InboxRoom[] = [];
  for (const room of rooms) {
    const person = people.find((p) => p.id === customerOf(room));
    const last = lastRows.find((m) => m.roomId === room.id);
    let lastMessage: InboxRoom['lastMessage'] = null;
    if (last) {
      const names = await senderNames(db, { room, event: null, order: null }, [last]);
      const senderKey = last.senderUserId
        ? `user:${last.senderUserId}`
        : last.senderStaffId
          ? `staff:${last.senderStaffId}`
          : last.senderProviderId
            ? `provider:${last.senderProviderId}`
            : null;
      lastMessage = {
        text: previewText(last.deletedAt ? 'This message was deleted' : last.text),
        at: last.createdAt.toISOString(),
        senderName: senderKey ? (names.get(senderKey) ?? 'Member') : 'Party Services',
      };
    }
    const agent = agents.find((a) => a.id === room.assignedStaffId);
    lines.push({
      _id: room.id,
      kind: room.kind as InboxRoom['kind'],
      title: room.kind === 'support' && person ? `${person.name || 'Customer'} · support` : room.title,
      customer: person ? { _id: person.id, name: person.name || 'Customer', phoneLast4: last4(person.phone) } : null,
      lastMessage,
      waitingSince: iso(waiting.find((w) => w.id === room.id)?.since ?? null),
      assignedTo: agent ? { _id: agent.id, name: agent.name } : null,
    });
  }
  return lines;
}

/**
 * The inbox queue: support rooms with at least one message, customers waiting first
 * (oldest wait first), then by last activity; at most SUPPORT_QUEUE_MAX; with the active agents.
 */
export async function inboxQueue(db: Db, now: Date): Promise<InboxQueue> {
  const rooms = await queuedSupportRooms(db, SUPPORT_QUEUE_MAX);
  const agents = await activeAgents(db);
  return { rooms: await roomLines(db, rooms), agents, generatedAt: now.toISOString() };
}

/** A support or order room, or 404 (unknown, or an event room: support has no place there). */
async function staffRoom(db: Db, roomId: string): Promise<RoomContext> {
  const context = await loadRoom(db, roomId);
  if (!context || context.room.kind === 'event') throw unknownRoom();
  return context;
}

/** The customer's latest orders, newest first. */
async function customerOrders(db: Db, userId: string | null): Promise<InboxOrder[]> {
  if (!userId) return [];
  const rows = await latestOrdersOf(db, userId, ORDERS_BESIDE);
  return rows.map((o) => ({
    _id: o.id,
    orderNumber: o.orderNumber,
    service: ORDER_TYPE_LABEL[o.orderType] ?? 'Other',
    statusLabel: statusLabel(o.status),
    eventDate: o.eventDate,
    total: o.total,
  }));
}

/** Who wrote a message, for the first-response arithmetic: the customer's texts, staff, anything else. */
function partyOf(message: ChatMessageView): ResponseMessage['from'] {
  if (message.kind === 'text' && message.sender.kind === 'user') return 'customer';
  return message.sender.kind === 'staff' ? 'staff' : 'other';
}

/**
 * One conversation for support, as an agent opens it: a page of messages (texts as written), the room's line, the
 * customer's orders and the first-response time of each wait in the page. The agent has read the page: their
 * last-read mark moves up to its newest message, so the customer's messages show read (✓✓); `inboxQueue` (the list)
 * marks nothing.
 * @throws HttpError 404 unknown or event room; 403 when the staff member is not active.
 */
export async function inboxConversation(
  db: Db,
  staffId: string,
  roomId: string,
  before: number | undefined,
  now: Date,
): Promise<InboxConversation> {
  const context = await staffRoom(db, roomId);
  const principal: Principal = { kind: 'staff', id: staffId };
  const page = await listMessages(db, principal, roomId, { before }, now);
  // the agent has this conversation open: its messages are read by them (the customer's ✓✓); the queue reads none
  const newest = page.messages.at(-1);
  if (newest) await markRead(db, principal, roomId, newest.id, now);
  const [line] = await roomLines(db, [context.room]);
  const waits = responseWaits(page.messages.map((m) => ({ at: new Date(m.createdAt), from: partyOf(m) })));
  return {
    room: { ...line!, closed: roomClosed(context, now) },
    messages: page.messages,
    hasMore: page.hasMore,
    orders: await customerOrders(db, customerIdOf(context)),
    firstResponses: waits.map((w) => ({ askedAt: w.askedAt.toISOString(), seconds: firstResponseSeconds(w) })),
  };
}

/**
 * Sends a message as support (the staff member's first name and "(Support)" to the others) into a support or
 * order room, idempotent on the client id; a new message is audited with its id (never its text) in the send's
 * transaction.
 * @throws HttpError 404 unknown or event room; as `sendMessage` (409 closed, 429 too fast).
 */
export async function sendAsSupport(
  db: Db,
  actor: Extract<AuditActor, { kind: 'staff' }>,
  roomId: string,
  input: { text: string; clientId: string },
  now: Date,
): Promise<{ message: ChatMessageView; created: boolean }> {
  await staffRoom(db, roomId);
  return db.transaction(async (tx) => {
    const sent = await sendMessage(
      tx,
      { kind: 'staff', id: actor.staffId },
      { roomId, text: input.text, imageKeys: [], clientId: input.clientId },
      now,
    );
    if (sent.created) {
      await recordAudit(
        tx,
        actor,
        { action: CHAT_SEND_ACTION, entityType: 'chat_room', entityId: roomId, before: null, after: { messageId: sent.message.id } },
        now,
      );
    }
    return sent;
  });
}

/**
 * Assigns a support room to an active agent, or unassigns it (`staffId` null); audited (before and after).
 * @throws HttpError 404 unknown room or agent (or not active); 409 not a support room.
 */
export async function assignRoom(db: Db, actor: AuditActor, roomId: string, staffId: string | null, now: Date): Promise<InboxRoom> {
  const context = await staffRoom(db, roomId);
  if (context.room.kind !== 'support') throw new HttpError(409, 'Only support chats are assigned.');
  if (staffId) {
    if (!(await isActiveAgent(db, staffId))) throw notFound('This staff member does not exist or is not active.');
  }
  const room = await db.transaction(async (tx) => {
    const before = await lockRoom(tx, roomId);
    if (before!.assignedStaffId === staffId) return before!;
    const after = await setRoomAgent(tx, roomId, staffId);
    await recordAudit(
      tx,
      actor,
      {
        action: CHAT_ASSIGN_ACTION,
        entityType: 'chat_room',
        entityId: roomId,
        before: { assignedStaffId: before!.assignedStaffId },
        after: { assignedStaffId: staffId },
      },
      now,
    );
    return after!;
  });
  const [line] = await roomLines(db, [room]);
  return line!;
}

/** Who wrote a stored message, for the first-response arithmetic. */
function partyOfRow(row: { kind: string; senderUserId: string | null; senderStaffId: string | null }): ResponseMessage['from'] {
  if (row.kind === 'text' && row.senderUserId) return 'customer';
  return row.senderStaffId ? 'staff' : 'other';
}

/**
 * Support's first-response figures for the IST day of `now` (the console's Today page): the waits of
 * every support room opened by a customer's message within 09:00-21:00 IST today (lib/chat/firstResponse.ts);
 * a wait opened before today and still open at midnight is carried in (and not counted), so a staff answer today
 * closes it rather than a later question. Also how many support rooms wait for an answer now.
 */
export async function firstResponseToday(db: Db, now: Date): Promise<FirstResponseToday> {
  const day = istDate(now);
  const dayStart = istDateTime(day);
  const todays = await supportMessagesBetween(db, dayStart, now);
  const byRoom = new Map<string, ResponseMessage[]>();
  for (const row of todays) {
    const list = byRoom.get(row.roomId) ?? [];
    list.push({ at: row.createdAt, from: partyOfRow(row) });
    byRoom.set(row.roomId, list);
  }
  const roomIds = [...byRoom.keys()];
  if (roomIds.length > 0) {
    // waits still open at midnight: the customer's oldest text after the last staff message before midnight
    const carried = await waitsOpenAt(db, roomIds, dayStart);
    for (const open of carried) byRoom.get(open.roomId)!.push({ at: new Date(open.since), from: 'customer' });
  }
  const waits = [...byRoom.values()].flatMap((messages) => responseWaits(messages));
  return { ...firstResponseFigures(waits, day, now), waitingNow: await countWaitingSupportRooms(db) };
}
