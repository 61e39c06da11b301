/**
 * The SQL of events: one event by id or share code, the caller's co-host and guest rows, the customer's event lists,
 * the event's transaction lock, and the writes of creating, changing, cancelling and deleting one. Rules live in
 * ./access.ts (who may do what) and ./events.ts (the event's fields and views).
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { eventCohosts, eventGuests, eventMessages, events, type EventGuest, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` has the form of a row id (anything else is answered like an unknown event: 404). */
export const isUuid = (id: string) => UUID.test(id);

/** The event of `id` unless it is deleted, or null (a malformed id included). */
export async function findEvent(db: Db, id: string): Promise<InviteEvent | null> {
  if (!isUuid(id)) return null;
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), ne(events.status, 'deleted')))
    .limit(1);
  return event ?? null;
}

/** The event of a share link's code unless it is deleted, or null (the share page redirects then). */
export async function findEventByShortCode(db: Db, code: string): Promise<InviteEvent | null> {
  if (!/^[A-Za-z0-9]{8}$/.test(code)) return null;
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.shortCode, code), ne(events.status, 'deleted')))
    .limit(1);
  return event ?? null;
}

/** Serialises the changes of one event's guest list across requests and app instances (transaction lock). */
export async function lockEvent(db: Db, eventId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:event:${eventId}`}))`);
}

/** Whether `userId` is a co-host of the event (an accepted co-host link). */
export async function isCohostOf(db: Db, eventId: string, userId: string): Promise<boolean> {
  const [cohost] = await db
    .select({ id: eventCohosts.id })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId)))
    .limit(1);
  return cohost !== undefined;
}

/** The guest row of `userId`'s answer to the event, or null when they have not answered. */
export async function guestRowOf(db: Db, eventId: string, userId: string): Promise<EventGuest | null> {
  const [guest] = await db
    .select()
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.userId, userId)))
    .limit(1);
  return guest ?? null;
}

/** How many co-hosts accepted their link to the event. */
export async function acceptedCohostCount(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.eventId, eventId), isNotNull(eventCohosts.userId)));
  return row?.n ?? 0;
}

/**
 * When the hosts last moved the event, or null: a reschedule queues its notice row (./messages.ts queueNotice), so
 * the latest one is the moment.
 */
export async function lastMovedAt(db: Db, eventId: string): Promise<Date | null> {
  const [moved] = await db
    .select({ at: sql<Date | string | null>`max(${eventMessages.createdAt})` })
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, eventId), eq(eventMessages.kind, 'notice'), eq(eventMessages.text, 'rescheduled')));
  return moved?.at ? new Date(moved.at) : null;
}

/** Inserts a new event row. @throws the driver's unique violation when the short code is taken. */
export async function insertEvent(db: Db, values: typeof events.$inferInsert): Promise<InviteEvent> {
  const [event] = await db.insert(events).values(values).returning();
  return event!;
}

/** Writes `set` on the event row and answers the row as saved. */
export async function updateEventRow(db: Db, eventId: string, set: Partial<typeof events.$inferInsert>): Promise<InviteEvent> {
  const [updated] = await db.update(events).set(set).where(eq(events.id, eventId)).returning();
  return updated!;
}

/** Marks an active event cancelled; null when it was not active (cancelled already, or deleted). */
export async function cancelActiveEvent(db: Db, eventId: string, now: Date): Promise<InviteEvent | null> {
  const [updated] = await db
    .update(events)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.status, 'active')))
    .returning();
  return updated ?? null;
}

/** The events `userId` owns or co-hosts, deleted ones left out, soonest first. */
export async function hostedEventRows(db: Db, userId: string): Promise<InviteEvent[]> {
  const cohosted = db.select({ id: eventCohosts.eventId }).from(eventCohosts).where(eq(eventCohosts.userId, userId));
  return db
    .select()
    .from(events)
    .where(and(ne(events.status, 'deleted'), sql`(${events.ownerId} = ${userId} or ${events.id} in ${cohosted})`))
    .orderBy(events.startsAt);
}

/** The events `userId` answered as a guest, deleted ones left out, soonest first. */
export async function answeredEventRows(db: Db, userId: string): Promise<InviteEvent[]> {
  const answered = db.select({ id: eventGuests.eventId }).from(eventGuests).where(eq(eventGuests.userId, userId));
  return db
    .select()
    .from(events)
    .where(and(ne(events.status, 'deleted'), inArray(events.id, answered)))
    .orderBy(events.startsAt);
}
