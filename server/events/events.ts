/**
 * Events: create, change, read by id or short code, list,
 * cancel and delete. The owner is always the session user; co-hosts (./cohosts.ts) may change an event but
 * not cancel or delete it. A date or time change is a reschedule and a cancellation a notice to every guest who
 * answered (./messages.ts); a deleted event is hidden at once and purged after 30 days by a job.
 */
import { randomInt } from 'node:crypto';
import { addDays, addMinutes } from 'date-fns';
import { INVITE_MAX_DAYS_AHEAD, INVITE_PURGE_DAYS, type InviteBody, type InviteEvent as InviteEventView } from '../../lib/contracts/events';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import type { events, InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { eventNotFound, hostedEvent, isHost, roleOf, rsvpOpen, shareUrlOf, toMyRsvp } from './access';
import { checkDesign, inviteImageUrls } from './eventDesign';
import { guestCounts, promoteWaitlisted, recordOpen } from './guests';
import { latestLuckyDraw } from './luckyDraw';
import { cancelScheduledMessages, queueNotice, scheduleDefaultReminder } from './messages';
import { messageAudience } from './recipients';
import {
  acceptedCohostCount,
  answeredEventRows,
  cancelActiveEvent,
  findEvent,
  findEventByShortCode,
  guestRowOf,
  hostedEventRows,
  insertEvent,
  lastMovedAt,
  lockEvent,
  updateEventRow,
} from './repository';
import { forgetShareView } from './shareViewCache';

/** Letters and digits of a short code, without look-alikes (0/O, 1/l/I): 55^8 ≈ 8·10^13 codes. */
export const SHORT_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SHORT_CODE_LENGTH = 8;

/** A new random short code (crypto randomness: unguessable). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

/** The instant an event starts: its IST date at HH:mm IST. @throws RangeError for a non-existent date. */
export function startOf(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return addMinutes(istDateTime(date), hours! * 60 + minutes!);
}

/**
 * The event fields of a create or change body, checked against the clock: the date from today to
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
        const event = await insertEvent(tx, {
          ...fields,
          templateTexts,
          ownerId,
          shortCode: newShortCode(),
          createdAt: now,
          updatedAt: now,
        });
        await scheduleDefaultReminder(tx, event, now);
        return event;
      });
    } catch (error) {
      // a short code taken already (one in 10^13): another draw
      if (attempt < 3 && /short_code/.test(String((error as { cause?: unknown }).cause ?? error))) continue;
      throw error;
    }
  }
}

/**
 * The invite behind a share link's code as anyone may see it (for the server-rendered share
 * page and its preview tags): the public fields, as a visitor; null for an unknown, malformed or deleted code (the
 * page redirects to /wonderland then). Opens are not counted here: a link-preview bot is not a guest.
 */
export async function publicEventByCode(db: Db, code: string, now = new Date()): Promise<InviteEventView | null> {
  const event = await findEventByShortCode(db, code);
  return event ? eventView(db, event, null, now) : null;
}

/**
 * An event as `userId` (null: not logged in) may see it: public fields for anyone, their role
 * and answer, the counts to hosts (to others when the host shows them), the host-only part to hosts; `movedAt`, when
 * the hosts last moved it (so every guest page can say so).
 */
export async function eventView(db: Db, event: InviteEvent, userId: string | null, now = new Date()): Promise<InviteEventView> {
  const role = await roleOf(db, event, userId);
  const host = isHost(role);
  const mine = userId && role === 'guest' ? await guestRowOf(db, event.id, userId) : null;
  const counts = host || event.showCount ? await guestCounts(db, event.id) : null;
  let hostOnly: InviteEventView['hostOnly'];
  if (host) {
    hostOnly = {
      cohosts: await acceptedCohostCount(db, event.id),
      createdAt: event.createdAt.toISOString(),
      audience: await messageAudience(db, event.id),
    };
  }
  const movedAt = await lastMovedAt(db, event.id);
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
    movedAt: movedAt?.toISOString() ?? null,
    rsvpOpen: rsvpOpen(event, now),
    role,
    myRsvp: mine ? toMyRsvp(mine) : null,
    counts,
    luckyDraw: await latestLuckyDraw(db, event.id),
    ...(hostOnly ? { hostOnly } : {}),
  };
}

/**
 * An event by id for anyone (public fields for anyone with the id); a logged-in customer who is
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
    const updated = await updateEventRow(tx, event.id, { ...fields, templateTexts, updatedAt: now });
    const rescheduled = updated.startsAt.getTime() !== event.startsAt.getTime();
    if (rescheduled) {
      await cancelScheduledMessages(tx, event.id, { defaultOnly: true });
      await scheduleDefaultReminder(tx, updated, now);
      await queueNotice(tx, updated, 'rescheduled', now);
    }
    await promoteWaitlisted(tx, updated, now);
    return updated;
  });
  // the share page shows the change at once (./shareViewCache.ts)
  return changed.finally(() => forgetShareView(db, event));
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
    const updated = await cancelActiveEvent(tx, event.id, now);
    if (!updated) return event;
    await cancelScheduledMessages(tx, event.id);
    await queueNotice(tx, updated, 'cancelled', now);
    return updated;
  });
  return cancelled.finally(() => forgetShareView(db, event));
}

/**
 * Deletes an event (owner only): hidden at once, scheduled messages dropped; the row, its
 * guests and its wall media are purged after 30 days by the job `invites.purge`.
 * @throws HttpError 404/403 as `hostedEvent`.
 */
export async function deleteEvent(db: Db, { id, userId, now = new Date() }: { id: string; userId: string; now?: Date }): Promise<void> {
  const { event } = await hostedEvent(db, { id, userId, ownerOnly: true });
  const purgeAfter = addDays(now, INVITE_PURGE_DAYS);
  await db.transaction(async (tx) => {
    await updateEventRow(tx, event.id, { status: 'deleted', deletedAt: now, purgeAfter, updatedAt: now });
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
 * The customer's events (`{hostedEvents, asAGuestEvents}`): those they own or co-host and those
 * they answered, deleted ones left out, soonest first.
 */
export async function listEvents(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const hosted = await hostedEventRows(db, userId);
  const asGuest = await answeredEventRows(db, userId);
  return {
    hostedEvents: await Promise.all(hosted.map((event) => eventView(db, event, userId, now))),
    asAGuestEvents: await Promise.all(asGuest.map((event) => eventView(db, event, userId, now))),
  };
}
