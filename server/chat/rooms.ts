/**
 * Chat rooms and who belongs to them.
 *
 * Membership is DERIVED, never copied: at every use it is read from the data that decides it, so an RSVP, a
 * co-host accepting, a declined answer, a removed guest, a provider (re)assigned or a staff member disabled is
 * reflected at once without hooks in those features:
 * - event room: the event's owner (host), its co-hosts who accepted, and guests whose answer is Going or Maybe;
 *   a guest who declines, is removed or leaves (`chat_members.left_at`) is out;
 * - support room: its customer, and active staff;
 * - order room: the order's customer, its assigned provider (`orders.provider_id`), and active staff; the room
 *   exists for a paid order (`amount_paid > 0`) once a provider is assigned.
 * `chat_members` rows only hold a member's own state (last read, muted, left), written when first needed.
 */
import { eventRoomClosed, orderRoomClosed, orderRoomMasked } from '../../lib/chat/rules';
import { istDate } from '../../lib/dates';
import { jobWindow } from '../../lib/providers';
import { serviceOfOrderType } from '../../lib/services';
import type { ChatMember, ChatRoom, InviteEvent, Order } from '../db/schema';
import type { Db } from '../db/types';
import { orderStartsAt } from '../../lib/orders';
import { publishChatSignal } from '../realtime/bus';
import { insertSystemMessage, touchRoom } from './messageRepository';
import { principalKey, type ChatRole, type Principal } from './principals';
import { retentionCutoffs } from './retention';
import {
  customerEventsForRooms,
  customerOrdersForRooms,
  customerRoomIds,
  ensureRoomOf,
  ensureSupportRoomRow,
  eventMembershipOf,
  findMember,
  insertMember,
  insertOrderRooms,
  isActiveStaff,
  recipientRows,
  roomRowsWithContext,
  updateMember,
  upsertEventRooms,
} from './roomRepository';

/** The title of the support room. */
export const SUPPORT_ROOM_TITLE = 'Party Services support';

/** A room with what decides its rules: its event or order. */
export interface RoomContext {
  room: ChatRoom;
  event: InviteEvent | null;
  order: Order | null;
}

/** What a principal may do in a room. */
export interface RoomAccess extends RoomContext {
  role: ChatRole;
  /** Read-only: sends answer 409 "This chat is closed". */
  closed: boolean;
  /** Contact details in the messages are masked for this member (order room before the slot). */
  masked: boolean;
  /** This member's own state row, if written yet. */
  member: ChatMember | null;
}

/** The title of an order's room: "Chef for Party · PS12345". */
export function orderRoomTitle(order: Pick<Order, 'orderType' | 'orderNumber'>): string {
  return `${serviceOfOrderType(order.orderType)?.name ?? 'Order'} · ${order.orderNumber}`;
}

/** Whether an order has a chat room: paid and assigned to a provider. */
export function orderHasRoom(order: Pick<Order, 'providerId' | 'amountPaid'>): boolean {
  return order.providerId !== null && order.amountPaid > 0;
}

/**
 * Loads rooms with their event or order, in one query (the fan-out reads every room of a batch of signals at
 * once): a map from room id to its context; unknown ids are missing from it.
 */
export async function loadRooms(db: Db, roomIds: readonly string[]): Promise<Map<string, RoomContext>> {
  const found = new Map<string, RoomContext>();
  if (roomIds.length === 0) return found;
  const rows = await roomRowsWithContext(db, roomIds);
  for (const row of rows) found.set(row.chat_rooms.id, { room: row.chat_rooms, event: row.events, order: row.orders });
  return found;
}

/** Loads a room with its event or order, or null for an unknown id. */
export async function loadRoom(db: Db, roomId: string): Promise<RoomContext | null> {
  return (await loadRooms(db, [roomId])).get(roomId) ?? null;
}

/** Whether a room is read-only at `now` (event: cancelled or 30 days after; order: cancelled or 24 h after the job). */
export function roomClosed(context: RoomContext, now: Date): boolean {
  if (context.room.kind === 'event') return !context.event || eventRoomClosed(context.event, now);
  if (context.room.kind === 'order') {
    const order = context.order;
    if (!order) return true;
    return orderRoomClosed({ jobEndsAt: jobWindow(order).end, cancelled: order.cancelledAt !== null }, now);
  }
  return false;
}

/** Whether `role` sees an order room's contact details masked at `now` (customer and provider, before the slot). */
export function maskedFor(context: RoomContext, role: ChatRole, now: Date): boolean {
  if (context.room.kind !== 'order' || !context.order || role === 'support') return false;
  return orderRoomMasked(orderStartsAt(context.order), now);
}

/** `principal`'s role in a room by the rules above, ignoring whether they left; null when not a member. */
export async function derivedRole(db: Db, context: RoomContext, principal: Principal): Promise<ChatRole | null> {
  const { room, event, order } = context;
  if (principal.kind === 'staff') return room.kind !== 'event' && (await isActiveStaff(db, principal.id)) ? 'support' : null;
  if (room.kind === 'event') {
    if (!event || event.status === 'deleted' || principal.kind !== 'user') return null;
    if (event.ownerId === principal.id) return 'host';
    // one round trip for both answers (every send asks this)
    const answer = await eventMembershipOf(db, event.id, principal.id);
    return answer.cohost ? 'cohost' : answer.guest ? 'guest' : null;
  }
  if (room.kind === 'support') return principal.kind === 'user' && room.customerUserId === principal.id ? 'customer' : null;
  if (!order || !orderHasRoom(order)) return null;
  if (principal.kind === 'user' && order.userId === principal.id) return 'customer';
  if (principal.kind === 'provider' && order.providerId === principal.id) return 'provider';
  return null;
}

/**
 * What `principal` may do in `roomId` at `now`, or null when they are not a member (unknown room, not entitled,
 * or left it).
 */
export async function roomAccess(db: Db, roomId: string, principal: Principal, now: Date): Promise<RoomAccess | null> {
  const context = await loadRoom(db, roomId);
  if (!context) return null;
  const role = await derivedRole(db, context, principal);
  if (!role) return null;
  const member = await findMember(db, roomId, principal);
  if (member?.leftAt) return null;
  return { ...context, role, member, closed: roomClosed(context, now), masked: maskedFor(context, role, now) };
}

/** A member of a room for the fan-out: who, and as what. */
export interface Recipient {
  principal: Principal;
  role: ChatRole;
}

/** Everyone in a room now (derived as above, without those who left): the fan-out's recipients. */
export async function roomRecipients(db: Db, context: RoomContext): Promise<Recipient[]> {
  return (await roomRecipientsOf(db, [context])).get(context.room.id) ?? [];
}

/**
 * The recipients of several rooms (as `roomRecipients`, each room's list in the same order), in at most four
 * queries whatever the number of rooms: the fan-out reads them once per batch of signals.
 */
export async function roomRecipientsOf(db: Db, contexts: readonly RoomContext[]): Promise<Map<string, Recipient[]>> {
  const byRoom = new Map<string, Recipient[]>();
  if (contexts.length === 0) return byRoom;
  const eventIds = contexts.flatMap(({ room, event }) => (room.kind === 'event' && event && event.status !== 'deleted' ? [event.id] : []));
  const needStaff = contexts.some(({ room }) => room.kind !== 'event');
  const { cohosts, guests, agents, left } = await recipientRows(db, {
    eventIds,
    roomIds: contexts.map((c) => c.room.id),
    needStaff,
  });
  for (const { room, event, order } of contexts) {
    const found: Recipient[] = [];
    if (room.kind === 'event') {
      if (!event || event.status === 'deleted') {
        byRoom.set(room.id, []);
        continue;
      }
      found.push({ principal: { kind: 'user', id: event.ownerId }, role: 'host' });
      for (const c of cohosts)
        if (c.eventId === event.id && c.userId) found.push({ principal: { kind: 'user', id: c.userId }, role: 'cohost' });
      for (const g of guests) if (g.eventId === event.id) found.push({ principal: { kind: 'user', id: g.userId }, role: 'guest' });
    } else {
      if (room.kind === 'support' && room.customerUserId)
        found.push({ principal: { kind: 'user', id: room.customerUserId }, role: 'customer' });
      if (room.kind === 'order') {
        if (!order || !orderHasRoom(order)) {
          byRoom.set(room.id, []);
          continue;
        }
        found.push({ principal: { kind: 'user', id: order.userId }, role: 'customer' });
        if (order.providerId) found.push({ principal: { kind: 'provider', id: order.providerId }, role: 'provider' });
      }
      for (const a of agents) found.push({ principal: { kind: 'staff', id: a.id }, role: 'support' });
    }
    const gone = new Set(
      left
        .filter((m) => m.roomId === room.id)
        .map((m) =>
          principalKey(
            m.userId
              ? { kind: 'user', id: m.userId }
              : m.staffId
                ? { kind: 'staff', id: m.staffId }
                : { kind: 'provider', id: m.providerId! },
          ),
        ),
    );
    const seen = new Set<string>();
    byRoom.set(
      room.id,
      found.filter((r) => {
        const key = principalKey(r.principal);
        if (gone.has(key) || seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  }
  return byRoom;
}

/**
 * Makes sure every event room and order room a customer is entitled to exists (one insert of the missing ones;
 * titles follow the event's title), and answers the ids of all rooms they are in now: event rooms, order rooms
 * and their support room, without the rooms they left. Rooms past their retention at `now` (server/chat/retention.ts)
 * are not made again: events that started 12 months ago, orders dated 24 months ago.
 */
export async function roomIdsOfCustomer(db: Db, userId: string, now = new Date()): Promise<string[]> {
  const { eventStartsBefore, activityBefore } = retentionCutoffs(now);
  const myEvents = await customerEventsForRooms(db, userId, eventStartsBefore);
  await upsertEventRooms(db, myEvents);
  const myOrders = await customerOrdersForRooms(db, userId, istDate(activityBefore));
  await insertOrderRooms(
    db,
    myOrders.map((o) => ({ orderId: o.id, title: orderRoomTitle(o) })),
  );
  return customerRoomIds(
    db,
    userId,
    myEvents.map((e) => e.id),
    myOrders.map((o) => o.id),
  );
}

/** The event room of an event (created when missing). */
export async function ensureEventRoom(db: Db, event: Pick<InviteEvent, 'id' | 'title'>): Promise<ChatRoom> {
  return ensureRoomOf(db, { eventId: event.id }, event.title);
}

/** The order room of an order (created when missing). The caller checks `orderHasRoom`. */
export async function ensureOrderRoom(db: Db, order: Pick<Order, 'id' | 'orderType' | 'orderNumber'>): Promise<ChatRoom> {
  return ensureRoomOf(db, { orderId: order.id }, orderRoomTitle(order));
}

/** The customer's one support room, created at the first call (the same room afterwards, even under a race). */
export async function ensureSupportRoom(db: Db, userId: string): Promise<{ room: ChatRoom; created: boolean }> {
  return ensureSupportRoomRow(db, userId, SUPPORT_ROOM_TITLE);
}

/** Writes (or updates) `principal`'s state row in a room. */
export async function upsertMember(
  db: Db,
  roomId: string,
  principal: Principal,
  set: Partial<Pick<ChatMember, 'lastReadMessageId' | 'muted' | 'leftAt'>>,
): Promise<ChatMember> {
  const existing = await findMember(db, roomId, principal);
  if (existing) return updateMember(db, existing.id, { ...set, updatedAt: new Date() });
  const row = await insertMember(db, roomId, principal, set);
  if (row) return row;
  // written meanwhile by another request: update that one
  return upsertMember(db, roomId, principal, set);
}

/**
 * Posts a notice of the hosts' change to an event (moved, cancelled) in the event's room as a system message (no
 * sender: "Party Services"), in the caller's transaction, so every member reading the chat sees it whether or not
 * they get WhatsApp. The room is created when missing; the streams hear of it when the transaction commits.
 * @returns the message's id.
 */
export async function postEventRoomNotice(
  db: Db,
  { event, text, now }: { event: Pick<InviteEvent, 'id' | 'title'>; text: string; now: Date },
): Promise<number> {
  const room = await ensureEventRoom(db, event);
  const row = await insertSystemMessage(db, { roomId: room.id, text, createdAt: now });
  await touchRoom(db, room.id, now);
  await publishChatSignal(db, { t: 'm', r: room.id, m: row.id });
  return row.id;
}
