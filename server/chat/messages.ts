/**
 * Chat messages (issue 23 "Customer", "API"): history pages, idempotent sends under per-sender limits, deletes
 * within 5 minutes, read marks, mute, leave, reports, and the support room with its context and auto-reply.
 * Text is stored and answered as plain text (never HTML: the UI shows it literally); an order room's contact
 * details are masked on the way out for the customer and the provider before the slot (lib/chat/masking).
 * Every write that others must see publishes a signal on the bus (server/realtime/bus.ts) in its transaction.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { maskContacts } from '../../lib/chat/masking';
import {
  canDeleteMessage,
  CHAT_CLOSED_MESSAGE,
  CHAT_DELETED_TEXT,
  CHAT_LIMIT_PER_DAY,
  CHAT_LIMIT_PER_MINUTE,
  CHAT_PAGE_DEFAULT,
  nextSupportOpening,
  previewText,
  supportAutoReply,
  supportOpen,
  totalUnread,
  type ChatRoomKind,
} from '../../lib/chat/rules';
import type { ChatMessageView, ChatRoomSummary } from '../../lib/contracts/chat';
import { firstName } from '../../lib/providers';
import { WHATSAPP_NUMBER } from '../../lib/site';
import {
  chatMembers,
  chatMessages,
  chatReports,
  chatRooms,
  eventGuests,
  events,
  orders,
  providers,
  staff,
  users,
  type ChatMessage,
} from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { advisoryXactLock } from '../db/locks';
import { publishChatSignal } from '../realtime/bus';
import { messageSent } from './offline';
import {
  memberOf,
  principalKey,
  senderColumnOf,
  senderColumns,
  senderOf,
  samePrincipal,
  type ChatRole,
  type Principal,
} from './principals';
import {
  ensureSupportRoom,
  maskedFor,
  roomAccess,
  roomClosed,
  roomIdsOfCustomer,
  upsertMember,
  type RoomAccess,
  type RoomContext,
} from './rooms';
import { getMediaStorage, type MediaStorage } from '../media/storage';
import { chatPhotoUrl, checkImageKeys } from './images';

/** The 403 of a room one is not (or no longer) a member of. */
export const notAMember = () => new HttpError(403, 'You are not a member of this chat.');

/** Who sees a message: to mask and to say "mine". */
export interface Viewer {
  principal: Principal;
  masked: boolean;
}

/** Sender names of one room, read once for a page of messages. */
type NameBook = Map<string, string>;

/** The name shown for each sender of `rows` in `context` (event rooms: the RSVP name of a guest). */
export async function senderNames(db: Db, context: RoomContext, rows: readonly ChatMessage[]): Promise<NameBook> {
  const book: NameBook = new Map();
  const ids = { user: new Set<string>(), staff: new Set<string>(), provider: new Set<string>() };
  for (const row of rows) {
    const sender = senderOf(row);
    if (sender) ids[sender.kind].add(sender.id);
  }
  if (ids.user.size > 0) {
    const people = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...ids.user]));
    const answered =
      context.room.kind === 'event' && context.room.eventId
        ? await db
            .select({ userId: eventGuests.userId, name: eventGuests.name })
            .from(eventGuests)
            .where(and(eq(eventGuests.eventId, context.room.eventId), inArray(eventGuests.userId, [...ids.user])))
        : [];
    const rsvpName = new Map(answered.map((g) => [g.userId, g.name]));
    for (const person of people) {
      const host = context.event?.ownerId === person.id ? (context.event.hostNames[0] ?? 'Host') : null;
      book.set(
        `user:${person.id}`,
        rsvpName.get(person.id) ?? person.name ?? host ?? (context.room.kind === 'event' ? 'Guest' : 'Customer'),
      );
    }
  }
  if (ids.staff.size > 0) {
    const agents = await db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(inArray(staff.id, [...ids.staff]));
    for (const agent of agents) book.set(`staff:${agent.id}`, `${firstName(agent.name)} (Support)`);
  }
  if (ids.provider.size > 0) {
    const pros = await db
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(inArray(providers.id, [...ids.provider]));
    for (const pro of pros) book.set(`provider:${pro.id}`, firstName(pro.name));
  }
  return book;
}

/** The view of one message for `viewer`: masked when the viewer's rules say so; a deleted one without its content. */
export function messageView(row: ChatMessage, viewer: Viewer, names: NameBook, readBy: number, now = new Date()): ChatMessageView {
  const sender = senderOf(row);
  const mine = sender !== null && samePrincipal(sender, viewer.principal);
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    roomId: row.roomId,
    kind: row.kind as ChatMessageView['kind'],
    text: deleted ? CHAT_DELETED_TEXT : viewer.masked ? maskContacts(row.text) : row.text,
    images: deleted ? [] : row.imageKeys.map((key, index) => ({ key, url: chatPhotoUrl(row.id, index, now) })),
    sender: sender ? { kind: sender.kind, name: names.get(principalKey(sender)) ?? 'Member' } : { kind: 'system', name: 'Party Services' },
    mine,
    clientId: mine ? row.clientId : null,
    deleted,
    createdAt: row.createdAt.toISOString(),
    readBy: mine ? readBy : 0,
  };
}

/** Last-read marks of the room's members other than `viewer` (for the "read by N" ticks of own messages). */
async function othersLastReads(db: Db, roomId: string, viewer: Principal): Promise<number[]> {
  const rows = await db
    .select({
      userId: chatMembers.userId,
      staffId: chatMembers.staffId,
      providerId: chatMembers.providerId,
      last: chatMembers.lastReadMessageId,
    })
    .from(chatMembers)
    .where(eq(chatMembers.roomId, roomId));
  return rows
    .filter((r) => {
      const p: Principal = r.userId
        ? { kind: 'user', id: r.userId }
        : r.staffId
          ? { kind: 'staff', id: r.staffId }
          : { kind: 'provider', id: r.providerId! };
      return !samePrincipal(p, viewer);
    })
    .map((r) => r.last ?? 0);
}

/** Views of `rows` for `viewer` in `context`, with names and read ticks. */
export async function viewsFor(db: Db, context: RoomContext, rows: readonly ChatMessage[], viewer: Viewer): Promise<ChatMessageView[]> {
  if (rows.length === 0) return [];
  const [names, reads] = await Promise.all([senderNames(db, context, rows), othersLastReads(db, context.room.id, viewer.principal)]);
  return rows.map((row) => messageView(row, viewer, names, reads.filter((last) => last >= row.id).length));
}

/** Requires membership: the access, or 403. */
export async function requireAccess(db: Db, roomId: string, principal: Principal, now: Date): Promise<RoomAccess> {
  const access = await roomAccess(db, roomId, principal, now);
  if (!access) throw notAMember();
  return access;
}

/**
 * A page of a room's history, oldest first: the `limit` (default 30) messages before message `before` (the
 * newest when absent), and whether older ones exist.
 * @throws HttpError 403 when `principal` is not a member.
 */
export async function listMessages(
  db: Db,
  principal: Principal,
  roomId: string,
  { before, limit = CHAT_PAGE_DEFAULT }: { before?: number; limit?: number },
  now: Date,
): Promise<{ messages: ChatMessageView[]; hasMore: boolean; closed: boolean }> {
  const access = await requireAccess(db, roomId, principal, now);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: await viewsFor(db, access, page, { principal, masked: access.masked }),
    hasMore: rows.length > limit,
    closed: access.closed,
  };
}

/** What `sendMessage` takes. */
export interface SendInput {
  roomId: string;
  text: string;
  imageKeys: string[];
  clientId: string;
}

/** The message of a sender's client id, if sent before. */
async function findByClientId(db: Db, sender: Principal, clientId: string): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(senderColumnOf(sender.kind), sender.id), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The rate-limit buckets of a sender (per minute and per day), across app instances (rows in the database). */
const limitBuckets = (sender: Principal) =>
  [
    [`chat:minute:${principalKey(sender)}`, CHAT_LIMIT_PER_MINUTE],
    [`chat:day:${principalKey(sender)}`, CHAT_LIMIT_PER_DAY],
  ] as const;

/**
 * Sends a message (issue 23): idempotent on the sender's `clientId` (a repeat answers the first message,
 * `created: false`, and counts against no limit); at most 20 a minute and 500 a day per sender; in a support room,
 * a customer's message outside 09:00-21:00 IST gets one automatic reply per closed period.
 * @throws HttpError 403 not a member; 409 "This chat is closed" (read-only room) or a client id used in another
 *   room; 400 empty text without photos, or photos that are not the sender's uploads; 429 with Retry-After.
 */
export async function sendMessage(
  db: Db,
  sender: Principal,
  input: SendInput,
  now: Date,
): Promise<{ message: ChatMessageView; created: boolean }> {
  const access = await requireAccess(db, input.roomId, sender, now);
  const viewer: Viewer = { principal: sender, masked: access.masked };
  const replay = async (row: ChatMessage) => {
    if (row.roomId !== input.roomId) throw new HttpError(409, 'This message id was already used for another chat.');
    return { message: (await viewsFor(db, access, [row], viewer))[0]!, created: false };
  };
  const earlier = await findByClientId(db, sender, input.clientId);
  if (earlier) return replay(earlier);
  if (access.closed) throw new HttpError(409, CHAT_CLOSED_MESSAGE);
  const text = input.text.trim();
  if (!text && input.imageKeys.length === 0) throw new HttpError(400, 'Type a message or add a photo.');
  await checkImageKeys(sender, input.imageKeys);

  const outcome = await db.transaction(async (tx) => {
    for (const [bucket, limit] of limitBuckets(sender)) {
      await lockBucket(tx, bucket);
      const wait = await secondsUntilFree(tx, bucket, limit, now);
      if (wait > 0) throw tooManyRequests('You are sending messages too fast.', wait, now);
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        roomId: input.roomId,
        kind: 'text',
        ...senderColumns(sender),
        text,
        imageKeys: input.imageKeys,
        clientId: input.clientId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { row: null, autoReply: null };
    for (const [bucket, limit] of limitBuckets(sender)) await recordHit(tx, bucket, limit, now);
    await tx.update(chatRooms).set({ lastMessageAt: now }).where(eq(chatRooms.id, input.roomId));
    await publishChatSignal(tx, { t: 'm', r: input.roomId, m: row.id });
    const autoReply = access.room.kind === 'support' && access.role === 'customer' ? await maybeAutoReply(tx, input.roomId, now) : null;
    return { row, autoReply };
  });
  if (!outcome.row) {
    // the same client id won a race in another request: answer its message
    const raced = await findByClientId(db, sender, input.clientId);
    if (!raced) throw new HttpError(409, 'The message could not be sent. Please try again.');
    return replay(raced);
  }
  // own messages (and what came before them) are read by their sender
  await advanceLastRead(db, input.roomId, sender, outcome.row.id, now);
  // issue 23: members who do not read it within a while get a push or the WhatsApp digest (./offline.ts)
  await messageSent(db, { roomId: input.roomId, messageId: outcome.row.id }, now);
  return { message: (await viewsFor(db, access, [outcome.row], viewer))[0]!, created: true };
}

/**
 * Outside support hours, the automatic reply (kind `system`, no sender), once per closed period: not when one was
 * already sent since the period began (21:00 IST before the next opening). Runs in the send's transaction under
 * a per-room lock, so two messages at once get one reply.
 */
async function maybeAutoReply(tx: Db, roomId: string, now: Date): Promise<ChatMessage | null> {
  if (supportOpen(now)) return null;
  await advisoryXactLock(tx, `chat:auto-reply:${roomId}`);
  const closedSince = new Date(nextSupportOpening(now).getTime() - 12 * 60 * 60 * 1000);
  const [already] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.kind, 'system'),
        isNull(chatMessages.senderUserId),
        gte(chatMessages.createdAt, closedSince),
      ),
    )
    .limit(1);
  if (already) return null;
  const [row] = await tx
    .insert(chatMessages)
    .values({ roomId, kind: 'system', text: supportAutoReply(now, WHATSAPP_NUMBER), createdAt: new Date(now.getTime() + 1) })
    .returning();
  await publishChatSignal(tx, { t: 'm', r: roomId, m: row!.id });
  return row!;
}

/**
 * Deletes an own message within 5 minutes of sending: its text and photos are erased (the photo files from media
 * storage first, as retention does, so a storage failure leaves the message as it was for a retry), it reads
 * "This message was deleted" to everyone.
 * @param storage the media store (default: the configured one).
 * @throws HttpError 404 unknown message in that room, 403 not a member or not the sender, 409 after 5 minutes;
 *   the storage's error when a photo cannot be deleted.
 */
export async function deleteMessage(
  db: Db,
  principal: Principal,
  roomId: string,
  messageId: number,
  now: Date,
  storage?: MediaStorage,
): Promise<ChatMessageView> {
  const access = await requireAccess(db, roomId, principal, now);
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  if (!row) throw notFound('This message does not exist.');
  const sender = senderOf(row);
  if (!sender || !samePrincipal(sender, principal)) throw new HttpError(403, 'You can only delete your own messages.');
  if (row.deletedAt) return (await viewsFor(db, access, [row], { principal, masked: access.masked }))[0]!;
  if (!canDeleteMessage(row.createdAt, now)) throw new HttpError(409, 'A message can only be deleted within 5 minutes of sending it.');
  if (row.imageKeys.length > 0) {
    const store = storage ?? (await getMediaStorage());
    for (const key of row.imageKeys) await store.delete(key);
  }
  const updated = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(chatMessages)
      .set({ deletedAt: now, text: '', imageKeys: [] })
      .where(eq(chatMessages.id, messageId))
      .returning();
    await publishChatSignal(tx, { t: 'd', r: roomId, m: messageId });
    return done!;
  });
  return (await viewsFor(db, access, [updated], { principal, masked: access.masked }))[0]!;
}

/** Unread counts of `principal` in `roomIds`: messages by others after their last read, not deleted. */
export async function unreadCounts(db: Db, principal: Principal, roomIds: readonly string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const memberColumn =
    principal.kind === 'user' ? chatMembers.userId : principal.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;
  const senderColumn = senderColumnOf(principal.kind);
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(chatMembers, and(eq(chatMembers.roomId, chatMessages.roomId), eq(memberColumn, principal.id)))
    .where(
      and(
        inArray(chatMessages.roomId, [...roomIds]),
        gt(chatMessages.id, sql`coalesce(${chatMembers.lastReadMessageId}, 0)`),
        sql`${senderColumn} is distinct from ${principal.id}`,
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((r) => [r.roomId, Number(r.unread)]));
}

/**
 * The room list entries of `roomIds` for `principal` (issue 23 `GET /api/chat/groups`), newest activity first:
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
  const memberColumn =
    principal.kind === 'user' ? chatMembers.userId : principal.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;
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
      kind: room.kind as ChatRoomKind,
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

/** A customer's rooms and total unread (issue 23 `GET /api/chat/groups`): total = sum over rooms not muted. */
export async function customerRooms(db: Db, userId: string, now: Date): Promise<{ rooms: ChatRoomSummary[]; totalUnread: number }> {
  const rooms = await roomSummaries(db, { kind: 'user', id: userId }, await roomIdsOfCustomer(db, userId, now), now);
  return { rooms, totalUnread: totalUnread(rooms) };
}

/** A customer's total unread over rooms not muted. */
export async function customerTotalUnread(db: Db, userId: string, now: Date): Promise<number> {
  return (await customerRooms(db, userId, now)).totalUnread;
}

/** Moves `principal`'s last-read mark in a room up to `upTo` (never back). */
async function advanceLastRead(db: Db, roomId: string, principal: Principal, upTo: number, now: Date): Promise<void> {
  await upsertMember(db, roomId, principal, {});
  await db
    .update(chatMembers)
    .set({ lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${upTo})`, updatedAt: now })
    .where(memberOf(roomId, principal));
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
  const [newest] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  await advanceLastRead(db, roomId, principal, Math.min(upToMessageId, newest?.id ?? 0), now);
  const unread = (await unreadCounts(db, principal, [roomId])).get(roomId) ?? 0;
  const total = principal.kind === 'user' ? await customerTotalUnread(db, principal.id, now) : unread;
  return { unread, totalUnread: total };
}

/** Mutes or unmutes a room for `principal` (a muted room's unread stays out of the total). @throws 403 not a member. */
export async function setMuted(db: Db, principal: Principal, roomId: string, muted: boolean, now: Date): Promise<{ muted: boolean }> {
  await requireAccess(db, roomId, principal, now);
  const member = await upsertMember(db, roomId, principal, { muted });
  return { muted: member.muted };
}

/**
 * Leaves an event room (a guest or co-host; the host cannot): from then on the room is not theirs (403 on it, not
 * listed, no messages).
 * @throws HttpError 403 not a member; 409 in a support or order room, or for the host.
 */
export async function leaveRoom(db: Db, principal: Principal, roomId: string, now: Date): Promise<{ left: true }> {
  const access = await requireAccess(db, roomId, principal, now);
  if (access.room.kind !== 'event') throw new HttpError(409, 'You can only leave the chat of an event.');
  if (access.role === 'host') throw new HttpError(409, 'The host cannot leave the chat of their own event.');
  await upsertMember(db, roomId, principal, { leftAt: now });
  return { left: true };
}

/**
 * Reports a message of a room to support (one report per message and reporter; a repeat is accepted again).
 * @throws HttpError 403 not a member, 404 unknown message in that room.
 */
export async function reportMessage(
  db: Db,
  userId: string,
  roomId: string,
  { messageId, reason }: { messageId: number; reason?: string },
  now: Date,
): Promise<{ reported: true }> {
  await requireAccess(db, roomId, { kind: 'user', id: userId }, now);
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  if (!row) throw notFound('This message does not exist.');
  await db
    .insert(chatReports)
    .values({ roomId, messageId, reporterUserId: userId, reason: reason ?? null, createdAt: now })
    .onConflictDoNothing();
  return { reported: true };
}

/** The context a customer attaches when opening support. */
export interface SupportContext {
  orderId?: string;
  page?: string;
  /** What the customer asked for, stated in the system message (issue 25 §2: a headcount sync above 30%). */
  request?: string;
}

/**
 * Opens the customer's support room (created once, then the same room) and attaches the context as a system
 * message from the customer ("Help asked from /orders · order PS12345"), unless the newest message already says
 * the same. An order that is not the customer's is left out of the context.
 */
export async function openSupport(db: Db, userId: string, context: SupportContext, now: Date): Promise<ChatRoomSummary> {
  const { room } = await ensureSupportRoom(db, userId);
  const parts: string[] = [];
  if (context.page) parts.push(`page ${context.page}`);
  if (context.orderId) {
    const [order] = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.id, context.orderId), eq(orders.userId, userId)))
      .limit(1);
    if (order) parts.push(`order ${order.orderNumber}`);
  }
  if (parts.length > 0) {
    const text = `Help asked from ${parts.join(' · ')}${context.request ? `: ${context.request}` : ''}`;
    const [newest] = await db.select().from(chatMessages).where(eq(chatMessages.roomId, room.id)).orderBy(desc(chatMessages.id)).limit(1);
    if (!(newest && newest.kind === 'system' && newest.text === text)) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({ roomId: room.id, kind: 'system', senderUserId: userId, text, createdAt: now })
          .returning();
        await tx.update(chatRooms).set({ lastMessageAt: now }).where(eq(chatRooms.id, room.id));
        await publishChatSignal(tx, { t: 'm', r: room.id, m: row!.id });
      });
    }
  }
  const [summary] = await roomSummaries(db, { kind: 'user', id: userId }, [room.id], now);
  return summary!;
}

/**
 * Messages after `afterId` in the rooms `principal` is in now, oldest first, at most `limit` (an SSE resume
 * after Last-Event-ID), each as that member sees it.
 */
export async function messagesSince(db: Db, userId: string, afterId: number, now: Date, limit = 500): Promise<ChatMessageView[]> {
  const principal: Principal = { kind: 'user', id: userId };
  const roomIds = await roomIdsOfCustomer(db, userId, now);
  if (roomIds.length === 0) return [];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inArray(chatMessages.roomId, roomIds), gt(chatMessages.id, afterId)))
    .orderBy(chatMessages.id)
    .limit(limit);
  const views: ChatMessageView[] = [];
  const contexts = new Map<string, RoomAccess>();
  for (const row of rows) {
    let access = contexts.get(row.roomId);
    if (!access) {
      access = (await roomAccess(db, row.roomId, principal, now)) ?? undefined;
      if (!access) continue;
      contexts.set(row.roomId, access);
    }
    views.push(...(await viewsFor(db, access, [row], { principal, masked: access.masked })));
  }
  return views;
}
