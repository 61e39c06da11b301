/**
 * The SQL of chat rooms and their members: rooms with their event or order, the facts membership is derived from
 * (co-hosts, guests' answers, active staff, who left), the rooms a customer is entitled to, and the writes of
 * rooms and members' state rows. The membership rules are ./rooms.ts.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { chatMembers, chatRooms, eventCohosts, eventGuests, events, orders, staff, type ChatMember, type ChatRoom } from '../db/schema';
import type { Db } from '../db/types';
import { memberColumns, memberOf, type Principal } from './principals';

/** RSVP answers that make a guest a member of the event room. */
export const MEMBER_ANSWERS = ['going', 'maybe'] as const;

/** Rooms by id with their event and order rows (left joined), in one query. */
export async function roomRowsWithContext(db: Db, roomIds: readonly string[]) {
  return db
    .select()
    .from(chatRooms)
    .leftJoin(events, eq(events.id, chatRooms.eventId))
    .leftJoin(orders, eq(orders.id, chatRooms.orderId))
    .where(inArray(chatRooms.id, [...new Set(roomIds)]));
}

/** Whether `staffId` is an active staff member. */
export async function isActiveStaff(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)))
    .limit(1);
  return Boolean(row);
}

/** Whether `userId` is an accepted co-host of the event, and whether a guest whose answer makes them a member: one round trip. */
export async function eventMembershipOf(db: Db, eventId: string, userId: string): Promise<{ cohost: boolean; guest: boolean }> {
  const cohost = db
    .select({ id: eventCohosts.id })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId)));
  const guest = db
    .select({ id: eventGuests.id })
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.userId, userId), inArray(eventGuests.rsvpStatus, MEMBER_ANSWERS)));
  const [answer] = await db
    .select({ cohost: sql<boolean>`exists ${cohost}`, guest: sql<boolean>`exists ${guest}` })
    .from(events)
    .where(eq(events.id, eventId));
  return { cohost: Boolean(answer?.cohost), guest: Boolean(answer?.guest) };
}

/** `principal`'s state row in a room, if any. */
export async function findMember(db: Db, roomId: string, principal: Principal): Promise<ChatMember | null> {
  const [member] = await db.select().from(chatMembers).where(memberOf(roomId, principal)).limit(1);
  return member ?? null;
}

/** Changes a member's state row. */
export async function updateMember(db: Db, memberId: string, set: Partial<ChatMember>): Promise<ChatMember> {
  const [row] = await db.update(chatMembers).set(set).where(eq(chatMembers.id, memberId)).returning();
  return row!;
}

/** Inserts `principal`'s state row in a room; null when one was written meanwhile. */
export async function insertMember(db: Db, roomId: string, principal: Principal, set: Partial<ChatMember>): Promise<ChatMember | null> {
  const [row] = await db
    .insert(chatMembers)
    .values({ roomId, ...memberColumns(principal), ...set })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The facts of the recipients of several rooms, in at most four queries: accepted co-hosts and member guests of
 * `eventIds`, active staff (when `needStaff`), and the members who left `roomIds`.
 */
export async function recipientRows(
  db: Db,
  { eventIds, roomIds, needStaff }: { eventIds: string[]; roomIds: string[]; needStaff: boolean },
) {
  const [cohosts, guests, agents, left] = await Promise.all([
    eventIds.length > 0
      ? db
          .select({ eventId: eventCohosts.eventId, userId: eventCohosts.userId })
          .from(eventCohosts)
          .where(and(inArray(eventCohosts.eventId, eventIds), isNotNull(eventCohosts.userId)))
      : [],
    eventIds.length > 0
      ? db
          .select({ eventId: eventGuests.eventId, userId: eventGuests.userId })
          .from(eventGuests)
          .where(and(inArray(eventGuests.eventId, eventIds), inArray(eventGuests.rsvpStatus, MEMBER_ANSWERS)))
      : [],
    needStaff ? db.select({ id: staff.id }).from(staff).where(eq(staff.active, true)) : [],
    db
      .select({ roomId: chatMembers.roomId, userId: chatMembers.userId, staffId: chatMembers.staffId, providerId: chatMembers.providerId })
      .from(chatMembers)
      .where(and(inArray(chatMembers.roomId, roomIds), isNotNull(chatMembers.leftAt))),
  ]);
  return { cohosts, guests, agents, left };
}

/** Events `userId` owns, co-hosts or answered Going/Maybe, not deleted, starting at or after `startsFrom`. */
export async function customerEventsForRooms(db: Db, userId: string, startsFrom: Date): Promise<{ id: string; title: string }[]> {
  const cohosted = db.select({ id: eventCohosts.eventId }).from(eventCohosts).where(eq(eventCohosts.userId, userId));
  const answered = db
    .select({ id: eventGuests.eventId })
    .from(eventGuests)
    .where(and(eq(eventGuests.userId, userId), inArray(eventGuests.rsvpStatus, MEMBER_ANSWERS)));
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(
      and(
        ne(events.status, 'deleted'),
        gte(events.startsAt, startsFrom),
        or(eq(events.ownerId, userId), inArray(events.id, cohosted), inArray(events.id, answered)),
      ),
    );
}

/** `userId`'s paid orders with a provider, dated on or after `dateFrom` (IST date). */
export async function customerOrdersForRooms(db: Db, userId: string, dateFrom: string) {
  return db
    .select({ id: orders.id, orderType: orders.orderType, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.providerId), gt(orders.amountPaid, 0), gte(orders.eventDate, dateFrom)));
}

/** Creates the missing event rooms of `rows` and brings the others' titles up to date with their events. */
export async function upsertEventRooms(db: Db, rows: readonly { id: string; title: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(chatRooms)
    .values(rows.map((e) => ({ kind: 'event' as const, title: e.title, eventId: e.id })))
    .onConflictDoUpdate({
      target: chatRooms.eventId,
      set: { title: sql`excluded.title` },
      setWhere: sql`${chatRooms.title} is distinct from excluded.title`,
    });
}

/** Creates the missing order rooms of `rows` (each with its title). */
export async function insertOrderRooms(db: Db, rows: readonly { orderId: string; title: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(chatRooms)
    .values(rows.map((o) => ({ kind: 'order' as const, title: o.title, orderId: o.orderId })))
    .onConflictDoNothing();
}

/** The ids of `userId`'s support room and of the rooms of `eventIds` and `orderIds`, without the rooms they left. */
export async function customerRoomIds(db: Db, userId: string, eventIds: string[], orderIds: string[]): Promise<string[]> {
  const conditions = [and(eq(chatRooms.kind, 'support'), eq(chatRooms.customerUserId, userId))];
  if (eventIds.length > 0) conditions.push(inArray(chatRooms.eventId, eventIds));
  if (orderIds.length > 0) conditions.push(inArray(chatRooms.orderId, orderIds));
  const rows = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .leftJoin(chatMembers, and(eq(chatMembers.roomId, chatRooms.id), eq(chatMembers.userId, userId)))
    .where(and(or(...conditions), isNull(chatMembers.leftAt)));
  return rows.map((r) => r.id);
}

/** The room of an event or order (created when missing, with `title`). */
export async function ensureRoomOf(db: Db, of: { eventId: string } | { orderId: string }, title: string): Promise<ChatRoom> {
  if ('eventId' in of) {
    await db.insert(chatRooms).values({ kind: 'event', title, eventId: of.eventId }).onConflictDoNothing();
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.eventId, of.eventId)).limit(1);
    return room!;
  }
  await db.insert(chatRooms).values({ kind: 'order', title, orderId: of.orderId }).onConflictDoNothing();
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.orderId, of.orderId)).limit(1);
  return room!;
}

/** The customer's support room, inserted when missing (`created`), else the existing one. */
export async function ensureSupportRoomRow(db: Db, userId: string, title: string): Promise<{ room: ChatRoom; created: boolean }> {
  const inserted = await db.insert(chatRooms).values({ kind: 'support', title, customerUserId: userId }).onConflictDoNothing().returning();
  if (inserted[0]) return { room: inserted[0], created: true };
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'support'), eq(chatRooms.customerUserId, userId)))
    .limit(1);
  return { room: room!, created: false };
}
