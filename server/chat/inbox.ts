/**
 * A member's chat inbox (`GET /api/chat/groups`, `POST /api/chat/mark-read`): the room list with each
 * room's last message and unread count, the customer's total unread, and read marks that move only forward and
 * tell the room's other members live.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { previewText, totalUnread } from '../../lib/chat/rules';
import type { ChatRoomSummary } from '../../lib/contracts/chat';
import { chatMembers, chatMessages, chatRooms, events, orders } from '../db/schema';
import type { Db } from '../db/types';
import { publishChatSignal } from '../realtime/bus';
import { advanceLastRead, lockedLastRead, memberColumnOf, newestMessage, unreadCounts } from './messageRepository';
import { principalKey, type ChatRole, type Principal } from './principals';
import { maskedFor, roomClosed, roomIdsOfCustomer, type RoomContext } from './rooms';
import { messageView, requireAccess, senderNames } from './views';

/**
 * The room list entries of `roomIds` for `principal` (`GET /api/chat/groups`), newest activity first:
 * last message (masked as the member sees it, ≤ 80 characters), unread and muted.
 */
export async function roomSummaries(db: Db, principal: Principal, roomIds: readonly string[], now: Date): Promise<ChatRoomSummary[]> {
  if (roomIds.length === 0) return [];
  const ids = [...roomIds];
  const rooms = await db.select().from(chatRooms).where(inArray(chatRooms.id, ids));
  const eventRows = await db
    .select()
    .from(events)
    .where(
      inArray(
        events.id,
        rooms.flatMap((r) => (r.eventId ? [r.eventId] : [])),
      ),
    );
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        rooms.flatMap((r) => (r.orderId ? [r.orderId] : [])),
      ),
    );
  const memberColumn = memberColumnOf(principal);
  const members = await db
    .select()
    .from(chatMembers)
    .where(and(inArray(chatMembers.roomId, ids), eq(memberColumn, principal.id)));
  const lastRows = await db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, ids))
    .orderBy(chatMessages.roomId, desc(chatMessages.id));
  const unread = await unreadCounts(db, principal, ids);
  const summaries: (ChatRoomSummary & { sortAt: number })[] = [];
  for (const room of rooms) {
    const context: RoomContext = {
      room,
      event: eventRows.find((e) => e.id === room.eventId) ?? null,
      order: orderRows.find((o) => o.id === room.orderId) ?? null,
    };
    const role: ChatRole =
      room.kind === 'order' && principal.kind === 'provider' ? 'provider' : principal.kind === 'staff' ? 'support' : 'customer';
    const last = lastRows.find((m) => m.roomId === room.id);
    let lastMessage: ChatRoomSummary['lastMessage'] = null;
    if (last) {
      const view = messageView(last, { principal, masked: maskedFor(context, role, now) }, await senderNames(db, context, [last]), 0);
      lastMessage = { text: previewText(view.text), at: view.createdAt, senderName: view.mine ? 'You' : view.sender.name };
    }
    const member = members.find((m) => m.roomId === room.id);
    summaries.push({
      _id: room.id,
      kind: room.kind,
      title: context.event?.title ?? room.title,
      avatarUrl: null,
      ...(room.eventId ? { eventId: room.eventId } : {}),
      ...(room.orderId ? { orderId: room.orderId } : {}),
      lastMessage,
      unread: unread.get(room.id) ?? 0,
      muted: member?.muted ?? false,
      closed: roomClosed(context, now),
      sortAt: (room.lastMessageAt ?? room.createdAt).getTime(),
    });
  }
  return summaries.sort((a, b) => b.sortAt - a.sortAt).map(({ sortAt: _sortAt, ...summary }) => summary);
}

/** A customer's rooms and total unread (`GET /api/chat/groups`): total = sum over rooms not muted. */
export async function customerRooms(db: Db, userId: string, now: Date): Promise<{ rooms: ChatRoomSummary[]; totalUnread: number }> {
  const rooms = await roomSummaries(db, { kind: 'user', id: userId }, await roomIdsOfCustomer(db, userId, now), now);
  return { rooms, totalUnread: totalUnread(rooms) };
}

/** A customer's total unread over rooms not muted. */
export async function customerTotalUnread(db: Db, userId: string, now: Date): Promise<number> {
  return (await customerRooms(db, userId, now)).totalUnread;
}

/**
 * Advances `principal`'s read mark to `upTo` and, when it moved, tells the room's other members' streams in the same
 * transaction (signal `r`: from the old mark to the new one), so their "read by" ticks follow live.
 */
async function announceRead(db: Db, roomId: string, principal: Principal, upTo: number, now: Date): Promise<void> {
  if (upTo <= 0) return;
  await db.transaction(async (tx) => {
    const previous = await lockedLastRead(tx, roomId, principal);
    if (previous >= upTo) return;
    await advanceLastRead(tx, roomId, principal, upTo, now);
    await publishChatSignal(tx, { t: 'r', r: roomId, m: upTo, p: previous, k: principalKey(principal) });
  });
}

/**
 * Marks a room read up to message `upToMessageId` (never backwards; an id past the newest counts as the newest).
 * @returns the room's unread left and, for a customer, the new total.
 * @throws HttpError 403 not a member.
 */
export async function markRead(
  db: Db,
  principal: Principal,
  roomId: string,
  upToMessageId: number,
  now: Date,
): Promise<{ unread: number; totalUnread: number }> {
  await requireAccess(db, roomId, principal, now);
  const newest = await newestMessage(db, roomId);
  await announceRead(db, roomId, principal, Math.min(upToMessageId, newest?.id ?? 0), now);
  const unread = (await unreadCounts(db, principal, [roomId])).get(roomId) ?? 0;
  const total = principal.kind === 'user' ? await customerTotalUnread(db, principal.id, now) : unread;
  return { unread, totalUnread: total };
}
