/**
 * The SQL of chat messages and read marks: pages and lookups of messages, the send's bookkeeping statement, the
 * members' read marks and unread counts, reports, and the names of senders. Rules live in ./messages.ts (sending,
 * deleting), ./inbox.ts (room list, read marks), ./membership.ts and ./support.ts.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  chatMembers,
  chatMessages,
  chatReports,
  chatRooms,
  eventGuests,
  orders,
  providers,
  rateLimitHits,
  staff,
  users,
  type ChatMessage,
} from '../db/schema';
import type { Db } from '../db/types';
import { chatSignalSql, type ChatSignal } from '../realtime/bus';
import { memberColumns, samePrincipal, senderColumnOf, type Principal } from './principals';

/** The chat_members column that names `principal`'s kind of member. */
export const memberColumnOf = (principal: Principal) =>
  principal.kind === 'user' ? chatMembers.userId : principal.kind === 'staff' ? chatMembers.staffId : chatMembers.providerId;

/** The `limit` + 1 messages of a room before message `before` (the newest when absent), newest first. */
export async function messagePage(db: Db, roomId: string, before: number | undefined, limit: number): Promise<ChatMessage[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
}

/** The message `messageId` of room `roomId`, or null. */
export async function findMessageInRoom(db: Db, roomId: string, messageId: number): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  return row ?? null;
}

/** The newest message of a room, or null. */
export async function newestMessage(db: Db, roomId: string): Promise<ChatMessage | null> {
  const [newest] = await db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId)).orderBy(desc(chatMessages.id)).limit(1);
  return newest ?? null;
}

/** Messages after `afterId` in `roomIds`, oldest first, at most `limit`. */
export async function messagesAfter(db: Db, roomIds: readonly string[], afterId: number, limit: number): Promise<ChatMessage[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(inArray(chatMessages.roomId, [...roomIds]), gt(chatMessages.id, afterId)))
    .orderBy(chatMessages.id)
    .limit(limit);
}

/** The messages of `ids` (any room), in no particular order. */
export async function messagesByIds(db: Db, ids: readonly number[]): Promise<ChatMessage[]> {
  return ids.length > 0
    ? db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.id, [...ids]))
    : [];
}

/** The message of a sender's client id, if sent before. */
export async function findByClientId(db: Db, sender: Principal, clientId: string): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(senderColumnOf(sender.kind), sender.id), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Inserts a message; null when its sender's client id is taken already (a concurrent send won). */
export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<ChatMessage | null> {
  const [row] = await db.insert(chatMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * After a message is written: counts the sender's hit in `bucket`, sets the room's last activity to `now` and
 * publishes `signal`, in one statement (one round trip while the sender's lock is held; the room's row, which
 * every send of the room writes, stays locked only from here to the commit that follows).
 */
export async function recordSend(tx: Db, bucket: string, roomId: string, now: Date, signal: ChatSignal): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(
    sql`with hit as (insert into ${rateLimitHits} (${sql.identifier(rateLimitHits.bucket.name)}, ${sql.identifier(rateLimitHits.hitAt.name)}) values (${bucket}, ${at})),
      touched as (update ${chatRooms} set ${sql.identifier(chatRooms.lastMessageAt.name)} = ${at} where ${chatRooms.id} = ${roomId})
      select ${chatSignalSql(signal)}`,
  );
}

/** Whether the room has a system message without a sender at or after `since` (an automatic reply). */
export async function hasAutoReplySince(tx: Db, roomId: string, since: Date): Promise<boolean> {
  const [already] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.kind, 'system'),
        isNull(chatMessages.senderUserId),
        gte(chatMessages.createdAt, since),
      ),
    )
    .limit(1);
  return already !== undefined;
}

/** Inserts a system message (an automatic reply or a support context line) and answers its row. */
export async function insertSystemMessage(
  tx: Db,
  values: { roomId: string; text: string; createdAt: Date; senderUserId?: string },
): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ kind: 'system', ...values })
    .returning();
  return row!;
}

/** Erases a message's text and photos and marks it deleted at `now`. */
export async function eraseMessage(tx: Db, messageId: number, now: Date): Promise<ChatMessage> {
  const [done] = await tx
    .update(chatMessages)
    .set({ deletedAt: now, text: '', imageKeys: [] })
    .where(eq(chatMessages.id, messageId))
    .returning();
  return done!;
}

/** Last-read marks of the room's members other than `viewer` (for the "read by N" ticks of own messages). */
export async function othersLastReads(db: Db, roomId: string, viewer: Principal): Promise<number[]> {
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

/** Unread counts of `principal` in `roomIds`: messages by others after their last read, not deleted. */
export async function unreadCounts(db: Db, principal: Principal, roomIds: readonly string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const memberColumn = memberColumnOf(principal);
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

/** Moves `principal`'s last-read mark in a room up to `upTo` (never back), writing their state row if missing: one upsert. */
export async function advanceLastRead(db: Db, roomId: string, principal: Principal, upTo: number, now: Date): Promise<void> {
  await db
    .insert(chatMembers)
    .values({ roomId, ...memberColumns(principal), lastReadMessageId: upTo, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatMembers.roomId, memberColumnOf(principal)],
      set: { lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${upTo})`, updatedAt: now },
    });
}

/** `principal`'s read mark in a room (0 when none), its row locked for the transaction. */
export async function lockedLastRead(tx: Db, roomId: string, principal: Principal): Promise<number> {
  const [before] = await tx
    .select({ last: chatMembers.lastReadMessageId })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, roomId), eq(memberColumnOf(principal), principal.id)))
    .for('update');
  return before?.last ?? 0;
}

/** Records a report of a message (one per message and reporter; a repeat changes nothing). */
export async function insertReport(
  db: Db,
  report: { roomId: string; messageId: number; reporterUserId: string; reason: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(chatReports).values(report).onConflictDoNothing();
}

/** The order number of `orderId` when it is `userId`'s order, else null. */
export async function customerOrderNumber(db: Db, orderId: string, userId: string): Promise<string | null> {
  const [order] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return order?.orderNumber ?? null;
}

/** Sets a room's last activity to `now`. */
export async function touchRoom(tx: Db, roomId: string, now: Date): Promise<void> {
  await tx.update(chatRooms).set({ lastMessageAt: now }).where(eq(chatRooms.id, roomId));
}

/**
 * The names behind a batch of senders, in at most four queries: customers' account names, their RSVP names in
 * `eventIds`, staff and provider names.
 */
export async function senderNameRows(
  db: Db,
  ids: { user: ReadonlySet<string>; staff: ReadonlySet<string>; provider: ReadonlySet<string> },
  eventIds: ReadonlySet<string>,
) {
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
  return { people, answered, agents, pros };
}
