/**
 * Guests of an event: answers, +1s, capacity with an automatic waitlist, the
 * guest list with its counts and CSV, removal, and who opened the invite. Every change of who holds a place runs
 * under the event's transaction lock (`lockEvent`), so two app instances never fill more places than there are;
 * a promoted guest is told by a queued job (`invites.promoted`).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  EVENT_CANCELLED,
  INVITE_MAX_GUEST_RECORDS,
  RSVPS_CLOSED,
  type GuestCounts,
  type GuestList,
  type GuestRow,
  type RsvpStatus,
} from '../../lib/contracts/events';
import { COUNTRY_CODE } from '../../lib/constants';
import { eventGuests, eventOpens, events, users, type EventGuest, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { eventNotFound, hostedEvent, isHost, roleOf, rsvpOpen } from './access';
import { findEvent, lockEvent } from './repository';
import { forgetShareView } from './shareViewCache';

/** Places one guest's answer takes: the guest and their +1s. */
const seatsOf = (guest: Pick<EventGuest, 'plusOnes'>) => 1 + guest.plusOnes;

/** Places held now: guests who answered Going and are not waitlisted, with their +1s (hosts never count). */
async function seatsTaken(db: Db, eventId: string, exceptGuestId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(1 + ${eventGuests.plusOnes}), 0)`.mapWith(Number) })
    .from(eventGuests)
    .where(
      and(
        eq(eventGuests.eventId, eventId),
        eq(eventGuests.rsvpStatus, 'going'),
        eq(eventGuests.waitlisted, false),
        exceptGuestId ? sql`${eventGuests.id} <> ${exceptGuestId}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Gives free places to waitlisted guests, first come first served (the first one that does not fit stops the
 * queue, so a small party never jumps a larger one ahead of it), and queues each one's message. Call inside a
 * transaction that holds `lockEvent`.
 * @returns the promoted guests' ids.
 */
export async function promoteWaitlisted(tx: Db, event: InviteEvent, now: Date, { notify = true } = {}): Promise<string[]> {
  if (event.status !== 'active') return [];
  const waiting = await tx
    .select()
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.waitlisted, true)))
    .orderBy(asc(eventGuests.waitlistedAt), asc(eventGuests.id));
  if (waiting.length === 0) return [];
  let taken = await seatsTaken(tx, event.id);
  const promoted: string[] = [];
  for (const guest of waiting) {
    if (event.capacity !== null && taken + seatsOf(guest) > event.capacity) break;
    taken += seatsOf(guest);
    await tx.update(eventGuests).set({ waitlisted: false, waitlistedAt: null, updatedAt: now }).where(eq(eventGuests.id, guest.id));
    promoted.push(guest.id);
    if (notify) {
      await enqueueJob(tx, {
        name: 'invites.promoted',
        payload: { guestId: guest.id },
        runAt: now,
        dedupeKey: `invite-promoted:${guest.id}`,
      });
    }
  }
  return promoted;
}

/** What an answer is (`PUT event-guest`). */
export interface RsvpInput {
  eventId: string;
  userId: string;
  name: string;
  rsvpStatus: RsvpStatus;
  plusOnes: number;
  note?: string | null;
  whatsappOptIn: boolean;
  luckyDrawOptOut?: boolean;
  now?: Date;
}

/**
 * Records (or changes) a customer's answer: Going takes places for the guest and their
 * +1s; when they do not fit (or others wait already) the guest is waitlisted and promoted automatically when a
 * place opens. Maybe or Can't go gives a held place back to the waitlist. The RSVP name is kept on the answer
 * only (the account's name never changes).
 * @returns the answer and whether it is waitlisted.
 * @throws HttpError 404 unknown event; 410 cancelled; 409 "RSVPs are closed" after the deadline, for a host, a
 *   guest list at 1,000 records, or a guest with a place asking for more +1s than are free; ValidationError (400)
 *   for +1s above the host's allowance.
 */
export async function answerInvite(db: Db, input: RsvpInput): Promise<{ guest: EventGuest; waitlisted: boolean }> {
  const now = input.now ?? new Date();
  const found = await findEvent(db, input.eventId);
  if (!found) throw eventNotFound();
  const plusOnes = input.rsvpStatus === 'declined' ? 0 : input.plusOnes;
  if (plusOnes > found.plusOnesAllowed) {
    const allowed = found.plusOnesAllowed === 0 ? 'This invite does not allow +1s' : `At most ${found.plusOnesAllowed} +1s per guest`;
    throw new ValidationError([{ path: 'plusOnes', message: allowed }]);
  }
  if (isHost(await roleOf(db, found, input.userId))) {
    throw new HttpError(409, 'Hosts do not answer their own invite.');
  }
  const answered = db.transaction(async (tx) => {
    await lockEvent(tx, found.id);
    const [event] = await tx.select().from(events).where(eq(events.id, found.id)).limit(1);
    if (!event || event.status === 'deleted') throw eventNotFound();
    if (event.status === 'cancelled') throw new HttpError(410, EVENT_CANCELLED);
    if (!rsvpOpen(event, now)) throw new HttpError(409, RSVPS_CLOSED);
    const [existing] = await tx
      .select()
      .from(eventGuests)
      .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, input.userId)))
      .limit(1);
    if (!existing) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(eventGuests)
        .where(eq(eventGuests.eventId, event.id));
      if ((row?.n ?? 0) >= INVITE_MAX_GUEST_RECORDS) throw new HttpError(409, 'The guest list of this event is full.');
    }
    const going = input.rsvpStatus === 'going';
    const holdsPlace = existing?.rsvpStatus === 'going' && !existing.waitlisted;
    let waitlisted = false;
    let waitlistedAt: Date | null = null;
    if (going && holdsPlace && event.capacity !== null) {
      const free = event.capacity - (await seatsTaken(tx, event.id, existing.id));
      if (1 + plusOnes > free) {
        throw new HttpError(
          409,
          free <= 1 ? 'The event is full: there is no place for +1s.' : `The event is nearly full: at most ${free - 1} +1s fit.`,
        );
      }
    } else if (going && !holdsPlace) {
      // queued first, then given a place in turn by promoteWaitlisted (first come, first served)
      waitlisted = true;
      waitlistedAt = existing?.waitlisted ? existing.waitlistedAt : now;
    }
    const values = {
      name: input.name,
      rsvpStatus: input.rsvpStatus,
      plusOnes,
      note: input.note ?? null,
      whatsappOptIn: input.whatsappOptIn,
      ...(input.luckyDrawOptOut !== undefined ? { luckyDrawOptOut: input.luckyDrawOptOut } : {}),
      waitlisted,
      waitlistedAt,
      answeredAt: now,
      updatedAt: now,
    };
    const [saved] = existing
      ? await tx.update(eventGuests).set(values).where(eq(eventGuests.id, existing.id)).returning()
      : await tx
          .insert(eventGuests)
          .values({ ...values, eventId: event.id, userId: input.userId, createdAt: now })
          .returning();
    const promoted = await promoteWaitlisted(tx, event, now, { notify: false });
    // the answering guest learns it from this answer; everyone else promoted gets a message
    for (const guestId of promoted.filter((id) => id !== saved!.id)) {
      await enqueueJob(tx, { name: 'invites.promoted', payload: { guestId }, runAt: now, dedupeKey: `invite-promoted:${guestId}` });
    }
    const [guest] = await tx.select().from(eventGuests).where(eq(eventGuests.id, saved!.id));
    return { guest: guest!, waitlisted: guest!.waitlisted };
  });
  // the counts on the share page follow at once (./shareViewCache.ts)
  return answered.finally(() => forgetShareView(db, found));
}

/**
 * Removes a guest (owner or co-host); their place goes to the waitlist.
 * @throws HttpError 404 unknown event or guest, 403 not a host.
 */
export async function removeGuest(
  db: Db,
  { eventId, guestId, userId, now = new Date() }: { eventId: string; guestId: string; userId: string; now?: Date },
) {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  await db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const removed = /^[0-9a-f-]{36}$/i.test(guestId)
      ? await tx
          .delete(eventGuests)
          .where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, event.id)))
          .returning({ id: eventGuests.id })
      : [];
    if (removed.length === 0) throw new HttpError(404, 'No such guest on this event.');
    await promoteWaitlisted(tx, event, now);
  });
  await forgetShareView(db, event);
}

/** Counts a logged-in customer's first open of an invite (Opened). */
export async function recordOpen(db: Db, { eventId, userId, now }: { eventId: string; userId: string; now: Date }): Promise<void> {
  await db.insert(eventOpens).values({ eventId, userId, openedAt: now }).onConflictDoNothing();
}

/**
 * Records whether a customer who opened the invite wants WhatsApp reminders before answering (the "no reply"
 * segment reaches only those who said yes).
 * @throws HttpError 404 unknown event.
 */
export async function setOpenOptIn(
  db: Db,
  { eventId, userId, whatsappOptIn, now = new Date() }: { eventId: string; userId: string; whatsappOptIn: boolean; now?: Date },
) {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  await db
    .insert(eventOpens)
    .values({ eventId: event.id, userId, openedAt: now, whatsappOptIn })
    .onConflictDoUpdate({ target: [eventOpens.eventId, eventOpens.userId], set: { whatsappOptIn } });
}

/**
 * The counts of an event's guest list. Every answer count is people, each answer with its +1s,
 * so "going" and the waitlist add up the same way (a waitlisted guest's +1s wait with them); noReply and opened
 * count customers.
 */
export async function guestCounts(db: Db, eventId: string): Promise<GuestCounts> {
  const rows = await db
    .select({
      status: eventGuests.rsvpStatus,
      waitlisted: eventGuests.waitlisted,
      guests: sql<number>`count(*)`.mapWith(Number),
      plusOnes: sql<number>`coalesce(sum(${eventGuests.plusOnes}), 0)`.mapWith(Number),
    })
    .from(eventGuests)
    .where(eq(eventGuests.eventId, eventId))
    .groupBy(eventGuests.rsvpStatus, eventGuests.waitlisted);
  const counts: GuestCounts = { going: 0, maybe: 0, declined: 0, waitlist: 0, noReply: 0, opened: 0 };
  for (const row of rows) {
    const people = row.guests + row.plusOnes;
    if (row.status === 'going' && row.waitlisted) counts.waitlist += people;
    else if (row.status === 'going') counts.going += people;
    else if (row.status === 'maybe') counts.maybe += people;
    else if (row.status === 'declined') counts.declined += people;
  }
  const [opens] = await db
    .select({
      opened: sql<number>`count(*)`.mapWith(Number),
      noReply:
        sql<number>`count(*) filter (where not exists (select 1 from ${eventGuests} g where g.event_id = ${eventOpens.eventId} and g.user_id = ${eventOpens.userId}))`.mapWith(
          Number,
        ),
    })
    .from(eventOpens)
    .where(eq(eventOpens.eventId, eventId));
  counts.opened = opens?.opened ?? 0;
  counts.noReply = opens?.noReply ?? 0;
  return counts;
}

/** Every guest of an event with their phone, in answer order (hosts' view). */
async function guestsWithPhones(db: Db, eventId: string) {
  return db
    .select({ guest: eventGuests, phone: users.phone })
    .from(eventGuests)
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(eq(eventGuests.eventId, eventId))
    .orderBy(asc(eventGuests.answeredAt), asc(eventGuests.id));
}

/**
 * The guest list as `userId` may see it: hosts every guest with phone, note and
 * opt-in; a guest who answered, names and answers only and only when the host shows the list; never another
 * guest's phone to a guest.
 * @throws HttpError 404 unknown event; 403 for a visitor, or a guest when the list is hidden.
 */
export async function guestListFor(
  db: Db,
  { eventId, userId }: { eventId: string; userId: string },
): Promise<GuestList & { host: boolean }> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const role = await roleOf(db, event, userId);
  const host = isHost(role);
  if (!host && !(role === 'guest' && event.showGuestList)) {
    throw new HttpError(
      403,
      role === 'guest' ? 'The host keeps the guest list private.' : 'Only the hosts and guests of this event can see its guest list.',
    );
  }
  const rows = await guestsWithPhones(db, event.id);
  const guests: GuestRow[] = rows
    // guests see who is coming or may come: the waitlist and those who declined stay with the hosts
    .filter(({ guest }) => host || (guest.rsvpStatus !== 'declined' && !guest.waitlisted))
    .map(({ guest, phone }) => ({
      _id: guest.id,
      name: guest.name,
      rsvpStatus: guest.rsvpStatus,
      plusOnes: guest.plusOnes,
      waitlisted: guest.waitlisted,
      answeredAt: guest.answeredAt.toISOString(),
      ...(host ? { phone: `${COUNTRY_CODE}${phone}`, note: guest.note, whatsappOptIn: guest.whatsappOptIn } : {}),
    }));
  const counts = host || event.showCount ? await guestCounts(db, event.id) : null;
  return { guests, counts, host };
}

/**
 * One CSV cell: quoted, quotes doubled, and a cell that a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, tab or carriage return) prefixed with `'` (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const RSVP_LABEL: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', declined: "Can't go" };

/** The hosts' guest list as CSV: a header row, then one row per guest, CRLF line ends. */
export function guestListCsv(guests: GuestRow[]): string {
  // the phone as its 10 digits: a leading + would be defused like a formula
  const header = ['Name', 'Answer', 'Plus ones', 'Waitlisted', 'Phone (+91)', 'Note', 'WhatsApp reminders', 'Answered at'];
  const lines = guests.map((guest) =>
    [
      guest.name,
      RSVP_LABEL[guest.rsvpStatus],
      guest.plusOnes,
      guest.waitlisted ? 'yes' : 'no',
      guest.phone?.replace(COUNTRY_CODE, '') ?? '',
      guest.note ?? '',
      guest.whatsappOptIn ? 'yes' : 'no',
      guest.answeredAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
