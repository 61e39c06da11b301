/**
 * Events of the invites product (issue 21 "Host" 1-4, 7): create, change, read by id or short code, list,
 * cancel and delete. The owner is always the session user; co-hosts (./cohosts.ts) may change an event but
 * not cancel or delete it. A date or time change is a reschedule and a cancellation a notice to every guest who
 * answered (./messages.ts); a deleted event is hidden at once and purged after 30 days by a job.
 */
import { randomInt } from 'node:crypto';
import { addDays, addMinutes } from 'date-fns';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  EVENT_NOT_FOUND,
  INVITE_MAX_DAYS_AHEAD,
  INVITE_PURGE_DAYS,
  type InviteBody,
  type InviteEvent as InviteEventView,
  type LuckyDrawResult,
  type MyRsvp,
} from '../../lib/contracts/invites';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { eventCohosts, eventGuests, eventMessages, events, luckyDraws, type EventGuest, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { checkDesign, inviteImageUrls } from './eventDesign';
import { guestCounts, promoteWaitlisted, recordOpen } from './guests';
import { cancelScheduledMessages, messageAudience, queueNotice, scheduleDefaultReminder } from './messages';
import { forgetShareView } from './shareViewCache';

/** Letters and digits of a short code, without look-alikes (0/O, 1/l/I): 55^8 ≈ 8·10^13 codes. */
export const SHORT_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SHORT_CODE_LENGTH = 8;

/** A new random short code (crypto randomness: unguessable, issue 21 "Host" 3). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** The share link of a code, relative to the site (issue 21 "Host" 3). */
export const shareUrlOf = (code: string) => `/smartinvite/share/${code}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` has the form of a row id (anything else is answered like an unknown event: 404). */
export const isUuid = (id: string) => UUID.test(id);

/** The 404 of an event the caller may not see or that does not exist. */
export const eventNotFound = () => notFound(EVENT_NOT_FOUND);

/** Who the caller is to an event. */
export type EventRole = 'owner' | 'cohost' | 'guest' | 'visitor';

/** The instant an event starts: its IST date at HH:mm IST. @throws RangeError for a non-existent date. */
export function startOf(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return addMinutes(istDateTime(date), hours! * 60 + minutes!);
}

/**
 * The event fields of a create or change body, checked against the clock (issue 21 "API"): the date from today to
 * 365 days ahead (IST), a real calendar date, an RSVP deadline not after the start.
 * @throws ValidationError (400) naming the field.
 */
export function eventFields(body: InviteBody, now: Date): Omit<typeof events.$inferInsert, 'ownerId' | 'shortCode'> {
  const today = istDate(now);
  let startsAt: Date;
  try {
    startsAt = startOf(body.date, body.time);
  } catch {
    throw new ValidationError([{ path: 'date', message: 'date must be a real calendar date (yyyy-mm-dd)' }]);
  }
  if (body.date < today) throw new ValidationError([{ path: 'date', message: 'The date cannot be in the past' }]);
  if (body.date > addIstDays(today, INVITE_MAX_DAYS_AHEAD)) {
    throw new ValidationError([{ path: 'date', message: `The date can be at most ${INVITE_MAX_DAYS_AHEAD} days ahead` }]);
  }
  const rsvp = body.rsvp;
  const deadline = rsvp?.deadline ? new Date(rsvp.deadline) : null;
  if (deadline && deadline > startsAt) {
    throw new ValidationError([{ path: 'rsvp.deadline', message: 'The RSVP deadline must be on or before the start of the event' }]);
  }
  return {
    occasion: body.occasion,
    title: body.title,
    date: body.date,
    time: body.time,
    startsAt,
    venue: body.venue,
    mapsUrl: body.mapsUrl ?? null,
    hostNames: body.hostNames,
    templateId: body.templateId ?? null,
    language: body.language,
    rsvpDeadline: deadline,
    capacity: rsvp?.capacity ?? null,
    plusOnesAllowed: rsvp?.plusOnesAllowed ?? 0,
    showGuestList: rsvp?.showGuestList ?? true,
    showCount: rsvp?.showCount ?? true,
  };
}

/**
 * Creates an event owned by `ownerId` with a fresh unique short code, and its default reminder (2 days before,
 * unless it is under 3 days away).
 * @throws ValidationError (400) as `eventFields`.
 */
export async function createEvent(
  db: Db,
  { ownerId, body, now = new Date() }: { ownerId: string; body: InviteBody; now?: Date },
): Promise<InviteEvent> {
  const fields = eventFields(body, now);
  const templateTexts = checkDesign(fields, body.texts);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [event] = await tx
          .insert(events)
          .values({ ...fields, templateTexts, ownerId, shortCode: newShortCode(), createdAt: now, updatedAt: now })
          .returning();
        await scheduleDefaultReminder(tx, event!, now);
        return event!;
      });
    } catch (error) {
      // a short code taken already (one in 10^13): another draw
      if (attempt < 3 && /short_code/.test(String((error as { cause?: unknown }).cause ?? error))) continue;
      throw error;
    }
  }
}

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

/**
 * The invite behind a share link's code as anyone may see it (issue 21 "Host" 3, for the server-rendered share
 * page and its preview tags): the public fields, as a visitor; null for an unknown, malformed or deleted code (the
 * page redirects to /wonderland then). Opens are not counted here: a link-preview bot is not a guest.
 */
export async function publicEventByCode(db: Db, code: string, now = new Date()): Promise<InviteEventView | null> {
  const event = await findEventByShortCode(db, code);
  return event ? eventView(db, event, null, now) : null;
}

/** Who `userId` is to `event` (owner, accepted co-host, guest who answered, or visitor). */
export async function roleOf(db: Db, event: InviteEvent, userId: string | null): Promise<EventRole> {
  if (!userId) return 'visitor';
  if (event.ownerId === userId) return 'owner';
  const [cohost] = await db
    .select({ id: eventCohosts.id })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.eventId, event.id), eq(eventCohosts.userId, userId)))
    .limit(1);
  if (cohost) return 'cohost';
  const [guest] = await db
    .select({ id: eventGuests.id })
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, userId)))
    .limit(1);
  return guest ? 'guest' : 'visitor';
}

/** Whether a role hosts the event (owner or co-host). */
export const isHost = (role: EventRole) => role === 'owner' || role === 'cohost';

/**
 * The event of `id` for a host (owner or co-host; `ownerOnly` for what co-hosts may not do).
 * @throws HttpError 404 for an unknown or deleted event, 403 for anyone else.
 */
export async function hostedEvent(
  db: Db,
  { id, userId, ownerOnly = false }: { id: string; userId: string; ownerOnly?: boolean },
): Promise<{ event: InviteEvent; role: EventRole }> {
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  const role = await roleOf(db, event, userId);
  if (ownerOnly ? role !== 'owner' : !isHost(role)) {
    throw new HttpError(403, ownerOnly ? 'Only the host who created this event can do this.' : 'Only the hosts of this event can do this.');
  }
  return { event, role };
}

/** Whether answers are still taken at `now`: not cancelled, before the deadline (or the start). */
export function rsvpOpen(event: InviteEvent, now: Date): boolean {
  return event.status === 'active' && now <= (event.rsvpDeadline ?? event.startsAt);
}

/** A guest row as its own answer. */
export function toMyRsvp(guest: EventGuest): MyRsvp {
  return {
    _id: guest.id,
    name: guest.name,
    rsvpStatus: guest.rsvpStatus as MyRsvp['rsvpStatus'],
    plusOnes: guest.plusOnes,
    note: guest.note,
    whatsappOptIn: guest.whatsappOptIn,
    luckyDrawOptOut: guest.luckyDrawOptOut,
    waitlisted: guest.waitlisted,
    answeredAt: guest.answeredAt.toISOString(),
  };
}

/** The latest lucky draw of an event with its winners' RSVP names, or null. */
export async function latestLuckyDraw(db: Db, eventId: string): Promise<LuckyDrawResult | null> {
  const [draw] = await db.select().from(luckyDraws).where(eq(luckyDraws.eventId, eventId)).orderBy(desc(luckyDraws.drawnAt)).limit(1);
  if (!draw) return null;
  const names =
    draw.winnerGuestIds.length === 0
      ? []
      : await db
          .select({ id: eventGuests.id, name: eventGuests.name })
          .from(eventGuests)
          .where(inArray(eventGuests.id, draw.winnerGuestIds));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    _id: draw.id,
    prize: draw.prize,
    winnersWanted: draw.winnersWanted,
    entrants: draw.entrants,
    winners: draw.winnerGuestIds.map((guestId) => ({ guestId, name: nameOf.get(guestId) ?? 'A removed guest' })),
    drawnAt: draw.drawnAt.toISOString(),
  };
}

/**
 * An event as `userId` (null: not logged in) may see it (issue 21 "API"): public fields for anyone, their role
 * and answer, the counts to hosts (to others when the host shows them), the host-only part to hosts; `movedAt`, when
 * the hosts last moved it (so every guest page can say so).
 */
export async function eventView(db: Db, event: InviteEvent, userId: string | null, now = new Date()): Promise<InviteEventView> {
  const role = await roleOf(db, event, userId);
  const host = isHost(role);
  const [mine] =
    userId && role === 'guest'
      ? await db
          .select()
          .from(eventGuests)
          .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, userId)))
          .limit(1)
      : [];
  const counts = host || event.showCount ? await guestCounts(db, event.id) : null;
  let hostOnly: InviteEventView['hostOnly'];
  if (host) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(eventCohosts)
      .where(and(eq(eventCohosts.eventId, event.id), isNotNull(eventCohosts.userId)));
    hostOnly = { cohosts: row?.n ?? 0, createdAt: event.createdAt.toISOString(), audience: await messageAudience(db, event.id) };
  }
  // a reschedule queues its notice row (./messages.ts queueNotice): the latest one is when the event was moved
  const [moved] = await db
    .select({ at: sql<Date | string | null>`max(${eventMessages.createdAt})` })
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'notice'), eq(eventMessages.text, 'rescheduled')));
  return {
    _id: event.id,
    shortCode: event.shortCode,
    shareUrl: shareUrlOf(event.shortCode),
    occasion: event.occasion,
    title: event.title,
    date: event.date,
    time: event.time,
    startsAt: event.startsAt.toISOString(),
    venue: event.venue,
    mapsUrl: event.mapsUrl,
    hostNames: event.hostNames,
    templateId: event.templateId,
    language: event.language as 'en' | 'hi',
    texts: event.templateTexts ?? null,
    customImage: event.customImageKey !== null,
    imageUrl: inviteImageUrls(event),
    rsvp: {
      deadline: event.rsvpDeadline?.toISOString() ?? null,
      capacity: event.capacity,
      plusOnesAllowed: event.plusOnesAllowed,
      showGuestList: event.showGuestList,
      showCount: event.showCount,
    },
    status: event.status as 'active' | 'cancelled',
    movedAt: moved?.at ? new Date(moved.at).toISOString() : null,
    rsvpOpen: rsvpOpen(event, now),
    role,
    myRsvp: mine ? toMyRsvp(mine) : null,
    counts,
    luckyDraw: await latestLuckyDraw(db, event.id),
    ...(hostOnly ? { hostOnly } : {}),
  };
}

/**
 * An event by id for anyone (issue 21 "API": public fields for anyone with the id); a logged-in customer who is
 * not a host is counted as having opened it.
 * @throws HttpError 404 for an unknown, malformed or deleted id.
 */
export async function openEvent(db: Db, { id, userId, now = new Date() }: { id: string; userId: string | null; now?: Date }) {
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  // hosts opening their own invite are not "Opened" guests
  if (userId && !isHost(await roleOf(db, event, userId))) await recordOpen(db, { eventId: event.id, userId, now });
  return eventView(db, event, userId, now);
}

/**
 * Changes an event (owner or co-host), its design included (texts left out stay as saved; `checkDesign`). A new
 * date or time is a reschedule: the default reminder moves and every
 * guest who answered is told; a changed capacity may promote waitlisted guests (under the event's lock).
 * @throws HttpError 404/403 as `hostedEvent`, 410 for a cancelled event; ValidationError as `eventFields`.
 */
export async function updateEvent(
  db: Db,
  { id, userId, body, now = new Date() }: { id: string; userId: string; body: InviteBody; now?: Date },
): Promise<InviteEvent> {
  const { event } = await hostedEvent(db, { id, userId });
  if (event.status === 'cancelled') throw new HttpError(410, 'This event has been cancelled and cannot be changed.');
  const fields = eventFields(body, now);
  // texts left out of the body stay as saved (checked again: the title or the template may have changed)
  const templateTexts = checkDesign(fields, body.texts, event.templateTexts);
  const changed = db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const [updated] = await tx
      .update(events)
      .set({ ...fields, templateTexts, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning();
    const rescheduled = updated!.startsAt.getTime() !== event.startsAt.getTime();
    if (rescheduled) {
      await cancelScheduledMessages(tx, event.id, { defaultOnly: true });
      await scheduleDefaultReminder(tx, updated!, now);
      await queueNotice(tx, updated!, 'rescheduled', now);
    }
    await promoteWaitlisted(tx, updated!, now);
    return updated!;
  });
  // the share page shows the change at once (./shareViewCache.ts)
  return changed.finally(() => forgetShareView(db, event));
}

/** Serialises the changes of one event's guest list across requests and app instances (transaction lock). */
export async function lockEvent(db: Db, eventId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:event:${eventId}`}))`);
}

/**
 * Cancels an event (owner only): answers close (410) and every guest who answered is told, once; scheduled
 * reminders are dropped. Cancelling a cancelled event changes nothing.
 * @throws HttpError 404/403 as `hostedEvent`.
 */
export async function cancelEvent(
  db: Db,
  { id, userId, now = new Date() }: { id: string; userId: string; now?: Date },
): Promise<InviteEvent> {
  const { event } = await hostedEvent(db, { id, userId, ownerOnly: true });
  if (event.status === 'cancelled') return event;
  const cancelled = db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const [updated] = await tx
      .update(events)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(events.id, event.id), eq(events.status, 'active')))
      .returning();
    if (!updated) return event;
    await cancelScheduledMessages(tx, event.id);
    await queueNotice(tx, updated, 'cancelled', now);
    return updated;
  });
  return cancelled.finally(() => forgetShareView(db, event));
}

/**
 * Deletes an event (owner only, issue 21 "Host" 7): hidden at once, scheduled messages dropped; the row, its
 * guests and its wall media are purged after 30 days by the job `invites.purge`.
 * @throws HttpError 404/403 as `hostedEvent`.
 */
export async function deleteEvent(db: Db, { id, userId, now = new Date() }: { id: string; userId: string; now?: Date }): Promise<void> {
  const { event } = await hostedEvent(db, { id, userId, ownerOnly: true });
  const purgeAfter = addDays(now, INVITE_PURGE_DAYS);
  await db.transaction(async (tx) => {
    await tx.update(events).set({ status: 'deleted', deletedAt: now, purgeAfter, updatedAt: now }).where(eq(events.id, event.id));
    await cancelScheduledMessages(tx, event.id);
    await enqueueJob(tx, {
      name: 'invites.purge',
      payload: { eventId: event.id },
      runAt: purgeAfter,
      dedupeKey: `invite-purge:${event.id}`,
    });
  });
  await forgetShareView(db, event);
}

/**
 * The customer's events (issue 21 "API" `{hostedEvents, asAGuestEvents}`): those they own or co-host and those
 * they answered, deleted ones left out, soonest first.
 */
export async function listEvents(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const cohosted = db.select({ id: eventCohosts.eventId }).from(eventCohosts).where(eq(eventCohosts.userId, userId));
  const hosted = await db
    .select()
    .from(events)
    .where(and(ne(events.status, 'deleted'), sql`(${events.ownerId} = ${userId} or ${events.id} in ${cohosted})`))
    .orderBy(events.startsAt);
  const answered = db.select({ id: eventGuests.eventId }).from(eventGuests).where(eq(eventGuests.userId, userId));
  const asGuest = await db
    .select()
    .from(events)
    .where(and(ne(events.status, 'deleted'), inArray(events.id, answered)))
    .orderBy(events.startsAt);
  return {
    hostedEvents: await Promise.all(hosted.map((event) => eventView(db, event, userId, now))),
    asAGuestEvents: await Promise.all(asGuest.map((event) => eventView(db, event, userId, now))),
  };
}
