/**
 * The SQL of the console's support inbox (server/ops/supportInbox.ts holds its rules and views): support rooms,
 * their waiting time, the people and orders beside a conversation, the agents, and the messages that make the
 * day's first-response figures. Functions take the Drizzle `db` (or a transaction) and decide nothing.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { chatMessages, chatRooms, orders, staff, users, type ChatMessage, type ChatRoom } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * The customer's oldest text message after the newest staff message of a room (the SQL twin of
 * lib/chat/firstResponse `waitingSince`, message ids giving the order).
 */
const waitingSinceSql = sql<Date | string | null>`(
  select min(w.created_at) from ${chatMessages} w
  where w.room_id = "chat_rooms"."id" and w.kind = 'text' and w.sender_user_id is not null
    and w.id > coalesce((select max(s.id) from ${chatMessages} s where s.room_id = "chat_rooms"."id" and s.sender_staff_id is not null), 0)
)`;

/** Since when a customer waits for an answer in each of these rooms (`since` null: nobody waits). */
export async function roomsWaitingSince(db: Db, roomIds: readonly string[]): Promise<{ id: string; since: Date | string | null }[]> {
  return db
    .select({ id: chatRooms.id, since: waitingSinceSql })
    .from(chatRooms)
    .where(inArray(chatRooms.id, [...roomIds]));
}

/** The ordering customer of each of these orders. */
export async function orderCustomers(db: Db, orderIds: readonly string[]): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
}

/** Name and phone of these users (none asked: none read). */
export async function usersByIds(db: Db, userIds: readonly string[]): Promise<{ id: string; name: string | null; phone: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Names of these staff members (none asked: none read). */
export async function staffNames(db: Db, staffIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (staffIds.length === 0) return [];
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, [...staffIds]));
}

/** The newest message of each of these rooms. */
export async function lastMessagesOf(db: Db, roomIds: readonly string[]): Promise<ChatMessage[]> {
  return db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, [...roomIds]))
    .orderBy(chatMessages.roomId, desc(chatMessages.id));
}

/**
 * Support rooms with at least one message: customers waiting first (oldest wait first), then by last activity;
 * at most `limit`.
 */
export async function queuedSupportRooms(db: Db, limit: number): Promise<ChatRoom[]> {
  return db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'support'), isNotNull(chatRooms.lastMessageAt)))
    .orderBy(sql`${waitingSinceSql} asc nulls last`, desc(chatRooms.lastMessageAt), chatRooms.id)
    .limit(limit);
}

/** The active staff members, by name. */
export async function activeAgents(db: Db) {
  return db.select({ _id: staff.id, name: staff.name, role: staff.role }).from(staff).where(eq(staff.active, true)).orderBy(staff.name);
}

/** Whether this staff member exists and is active. */
export async function isActiveAgent(db: Db, staffId: string): Promise<boolean> {
  const [agent] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)))
    .limit(1);
  return agent !== undefined;
}

/** A customer's latest `limit` orders, newest first (the fields the inbox shows). */
export async function latestOrdersOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      status: orders.status,
      eventDate: orders.eventDate,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** A chat room, its row locked until the transaction `tx` ends, or null. */
export async function lockRoom(tx: Db, roomId: string): Promise<ChatRoom | null> {
  const [row] = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('update');
  return row ?? null;
}

/** Sets (or clears, with null) the agent of a room. @returns the changed room. */
export async function setRoomAgent(tx: Db, roomId: string, staffId: string | null): Promise<ChatRoom | null> {
  const [row] = await tx.update(chatRooms).set({ assignedStaffId: staffId }).where(eq(chatRooms.id, roomId)).returning();
  return row ?? null;
}

/** The messages of support rooms written from `from` to `to` (both included): who wrote them and when. */
export async function supportMessagesBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      roomId: chatMessages.roomId,
      kind: chatMessages.kind,
      senderUserId: chatMessages.senderUserId,
      senderStaffId: chatMessages.senderStaffId,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(eq(chatRooms.kind, 'support'), gte(chatMessages.createdAt, from), lte(chatMessages.createdAt, to)));
}

/**
 * Waits still open at `at` in these rooms: per room, the customer's oldest text after the last staff message
 * before `at` (rooms where nobody waited are left out).
 */
export async function waitsOpenAt(db: Db, roomIds: readonly string[], at: Date): Promise<{ roomId: string; since: Date | string }[]> {
  return db
    .select({ roomId: chatMessages.roomId, since: sql<Date | string>`min(${chatMessages.createdAt})` })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.roomId, [...roomIds]),
        lt(chatMessages.createdAt, at),
        eq(chatMessages.kind, 'text'),
        isNotNull(chatMessages.senderUserId),
        sql`${chatMessages.id} > coalesce((select max(s.id) from ${chatMessages} s where s.room_id = ${chatMessages.roomId} and s.sender_staff_id is not null and s.created_at < ${at}), 0)`,
      ),
    )
    .groupBy(chatMessages.roomId);
}

/** How many support rooms wait for an answer now. */
export async function countWaitingSupportRooms(db: Db): Promise<number> {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'support'), sql`${waitingSinceSql} is not null`));
  return Number(waiting?.count ?? 0);
}
