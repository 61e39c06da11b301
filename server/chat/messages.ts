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
  rateLimitHits,
  staff,
  users,
  type ChatMessage,
} from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, secondsUntilFreeOfAll, tooManyRequests } from '../http/rateLimit';
import { advisoryXactLock } from '../db/locks';
import { chatSignalSql, publishChatSignal, type ChatSignal } from '../realtime/bus';
import { messageSent } from './offline';
import {
  memberColumns,
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
  return (await senderNamesByRoom(db, [{ context, rows }])).get(context.room.id) ?? new Map();
}

/**
 * `senderNames` of several rooms at once (the fan-out names a batch of messages): at most four queries whatever
 * the number of rooms. A map from room id to its name book.
 */
export async function senderNamesByRoom(
  db: Db,
  items: readonly { context: RoomContext; rows: readonly ChatMessage[] }[],
): Promise<Map<string, NameBook>> {
  const ids = { user: new Set<string>(), staff: new Set<string>(), provider: new Set<string>() };
  const eventIds = new Set<string>();
  for (const { context, rows } of items)
    for (const row of rows) {
      const sender = senderOf(row);
      if (!sender) continue;
      ids[sender.kind].add(sender.id);
      if (sender.kind === 'user' && context.room.kind === 'event' && context.room.eventId) eventIds.add(context.room.eventId);
    }
  const [people, answered, agents, pros] = await Promise.all([
    ids.user.size > 0
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [...ids.user]))
      : [],
    eventIds.size > 0
      ? db
          .select({ eventId: eventGuests.eventId, userId: eventGuests.userId, name: eventGuests.name })
          .from(eventGuests)
          .where(and(inArray(eventGuests.eventId, [...eventIds]), inArray(eventGuests.userId, [...ids.user])))
      : [],
    ids.staff.size > 0
      ? db
          .select({ id: staff.id, name: staff.name })
          .from(staff)
          .where(inArray(staff.id, [...ids.staff]))
      : [],
    ids.provider.size > 0
      ? db
          .select({ id: providers.id, name: providers.name })
          .from(providers)
          .where(inArray(providers.id, [...ids.provider]))
      : [],
  ]);
  const books = new Map<string, NameBook>();
  for (const { context, rows } of items) {
    const book: NameBook = books.get(context.room.id) ?? new Map();
    books.set(context.room.id, book);
    const senders = new Set(rows.map((row) => senderOf(row)).flatMap((sender) => (sender ? [principalKey(sender)] : [])));
    const rsvpName = new Map(
      context.room.kind === 'event' && context.room.eventId
        ? answered.filter((g) => g.eventId === context.room.eventId).map((g) => [g.userId, g.name] as const)
        : [],
    );
    for (const person of people) {
      if (!senders.has(`user:${person.id}`)) continue;
      const host = context.event?.ownerId === person.id ? (context.event.hostNames[0] ?? 'Host') : null;
      book.set(
        `user:${person.id}`,
        rsvpName.get(person.id) ?? person.name ?? host ?? (context.room.kind === 'event' ? 'Guest' : 'Customer'),
      );
    }
    for (const agent of agents) if (senders.has(`staff:${agent.id}`)) book.set(`staff:${agent.id}`, `${firstName(agent.name)} (Support)`);
    for (const pro of pros) if (senders.has(`provider:${pro.id}`)) book.set(`provider:${pro.id}`, firstName(pro.name));
  }
  return books;
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

/**
 * The rate-limit bucket of a sender, across app instances (rows in the database): one row per message, counted
 * against both windows (20 a minute, 500 a day) in one query under one lock.
 */
const limitBucket = (sender: Principal) => `chat:day:${principalKey(sender)}`;
const SEND_LIMITS = [CHAT_LIMIT_PER_MINUTE, CHAT_LIMIT_PER_DAY] as const;

/**
 * After a message is written: counts the sender's hit in `bucket`, sets the room's last activity to `now` and
 * publishes `signal`, in one statement (one round trip while the sender's lock is held; the room's row, which
 * every send of the room writes, stays locked only from here to the commit that follows).
 */
async function recordSend(tx: Db, bucket: string, roomId: string, now: Date, signal: ChatSignal): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(
    sql`with hit as (insert into ${rateLimitHits} (${sql.identifier(rateLimitHits.bucket.name)}, ${sql.identifier(rateLimitHits.hitAt.name)}) values (${bucket}, ${at})),
      touched as (update ${chatRooms} set ${sql.identifier(chatRooms.lastMessageAt.name)} = ${at} where ${chatRooms.id} = ${roomId})
      select ${chatSignalSql(signal)}`,
  );
}

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
  // both reads at once; a stranger gets the 403 either way
  const [access, earlier] = await Promise.all([requireAccess(db, input.roomId, sender, now), findByClientId(db, sender, input.clientId)]);
  const viewer: Viewer = { principal: sender, masked: access.masked };
  const replay = async (row: ChatMessage) => {
    if (row.roomId !== input.roomId) throw new HttpError(409, 'This message id was already used for another chat.');
    return { message: (await viewsFor(db, access, [row], viewer))[0]!, created: false };
  };
  if (earlier) return replay(earlier);
  if (access.closed) throw new HttpError(409, CHAT_CLOSED_MESSAGE);
  const text = input.text.trim();
  if (!text && input.imageKeys.length === 0) throw new HttpError(400, 'Type a message or add a photo.');
  await checkImageKeys(sender, input.imageKeys);

  const outcome = await db.transaction(async (tx) => {
    const bucket = limitBucket(sender);
    await lockBucket(tx, bucket);
    const wait = await secondsUntilFreeOfAll(tx, bucket, SEND_LIMITS, now);
    if (wait > 0) throw tooManyRequests('You are sending messages too fast.', wait, now);
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
    await recordSend(tx, bucket, input.roomId, now, { t: 'm', r: input.roomId, m: row.id });
    const autoReply = access.room.kind === 'support' && access.role === 'customer' ? await maybeAutoReply(tx, input.roomId, now) : null;
    return { row, autoReply };
  });
  if (!outcome.row) {
    // the same client id won a race in another request: answer its message
    const raced = await findByClientId(db, sender, input.clientId);
    if (!raced) throw new HttpError(409, 'The message could not be sent. Please try again.');
    return replay(raced);
  }
  const row = outcome.row;
  const [, , views] = await Promise.all([
    // own messages (and what came before them) are read by their sender
    advanceLastRead(db, input.roomId, sender, row.id, now),
    // issue 23: members who do not read it within a while get a push or the WhatsApp digest (./offline.ts)
    messageSent(db, { roomId: input.roomId, messageId: row.id }, now),
    // (the read ticks count the others' marks only, so the sender's own mark above does not change them)
    viewsFor(db, access, [row], viewer),
  ]);
  return { message: views[0]!, created: true };
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

/** A customer's rooms and total unread (issue 23 `GET /api/chat/groups`): total = sum over rooms not muted. */
export async function customerRooms(db: Db, userId: string, now: Date): Promise<{ rooms: ChatRoomSummary[]; totalUnread: number }> {
  const rooms = await roomSummaries(db, { kind: 'user', id: userId }, await roomIdsOfCustomer(db, userId, now), now);
  return { rooms, totalUnread: totalUnread(rooms) };
}

/** A customer's total unread over rooms not muted. */
export async function customerTotalUnread(db: Db, userId: string, now: Date): Promise<number> {
  return (await customerRooms(db, userId, now)).totalUnread;
}

/** Moves `principal`'s last-read mark in a room up to `upTo` (never back), writing their state row if missing: one upsert. */
async function advanceLastRead(db: Db, roomId: string, principal: Principal, upTo: number, now: Date): Promise<void> {
  const memberColumn =
    principal.kind === 'user' ? chatMembers.userId : principal.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;
  await db
    .insert(chatMembers)
    .values({ roomId, ...memberColumns(principal), lastReadMessageId: upTo, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatMembers.roomId, memberColumn],
      set: { lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${upTo})`, updatedAt: now },
    });
}

/**
 * Advances `principal`'s read mark to `upTo` and, when it moved, tells the room's other members' streams in the same
 * transaction (signal `r`: from the old mark to the new one), so their "read by" ticks follow live (issue 23).
 */
async function announceRead(db: Db, roomId: string, principal: Principal, upTo: number, now: Date): Promise<void> {
  if (upTo <= 0) return;
  const memberColumn =
    principal.kind === 'user' ? chatMembers.userId : principal.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ last: chatMembers.lastReadMessageId })
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, roomId), eq(memberColumn, principal.id)))
      .for('update');
    const previous = before?.last ?? 0;
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
  const [newest] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  await announceRead(db, roomId, principal, Math.min(upToMessageId, newest?.id ?? 0), now);
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
