/**
 * Messages to an event's guests: a host's message by segment, up to 5 scheduled reminders
 * at least an hour apart (by default one 2 days before, to guests who have not answered, skipped when the event
 * is under 3 days away), and the notice of a cancelled or rescheduled event to every guest who answered. Each is
 * a row of `event_messages` sent by the durable job `invites.send_message`; the job first moves the row from
 * `scheduled` to `sending` in one conditional update, so however many app instances run it, it goes out once.
 * Host messages and reminders reach only guests who opted in; a notice about the guest's own answer reaches
 * everyone who answered.
 */
import { addDays, differenceInMinutes, subDays } from 'date-fns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_REMINDER_MIN_DAYS_AHEAD,
  EVENT_CANCELLED,
  MAX_REMINDERS,
  REMINDER_MIN_GAP_MINUTES,
  type Reminder,
} from '../../lib/contracts/events';
import { formatDateTime } from '../../lib/format';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { SITE_URL } from '../../lib/site';
import { eventGuests, eventMessages, events, users, type EventMessage, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { mayNotify } from '../notify/preferences';
import { sendSmsNotice } from '../notify/sms';
import { sendPlaceholderWhatsApp } from '../notify/whatsapp';
import { postEventRoomNotice } from '../chat';
import { hostedEvent, shareUrlOf } from './access';
import { recipientsOf, type MessageSegment, type Recipient } from './recipients';
import { lockEvent } from './repository';

/** WhatsApp templates of the invite messages (placeholders in the order given). */
export const INVITE_TEMPLATES = {
  reminder: 'invite_reminder',
  message: 'invite_host_message',
  cancelled: 'invite_cancelled',
  rescheduled: 'invite_rescheduled',
  promoted: 'invite_waitlist_promoted',
} as const;

/** Queues the send of a message row at its time (one queued job per row). */
async function queueSend(tx: Db, message: EventMessage): Promise<void> {
  await enqueueJob(tx, {
    name: 'invites.send_message',
    payload: { messageId: message.id },
    runAt: message.sendAt,
    dedupeKey: `invite-message:${message.id}`,
  });
}

/**
 * Schedules an event's default reminder: 2 days before the start, to guests who have not
 * answered and opted in, on WhatsApp; none when the event is under 3 days away at `now`.
 * @returns the reminder, or null when skipped.
 */
export async function scheduleDefaultReminder(tx: Db, event: InviteEvent, now: Date): Promise<EventMessage | null> {
  if (event.startsAt < addDays(now, DEFAULT_REMINDER_MIN_DAYS_AHEAD)) return null;
  const [reminder] = await tx
    .insert(eventMessages)
    .values({
      eventId: event.id,
      kind: 'reminder',
      segment: 'no-reply',
      channel: 'whatsapp',
      isDefault: true,
      sendAt: subDays(event.startsAt, DEFAULT_REMINDER_DAYS_BEFORE),
      createdBy: event.ownerId,
      createdAt: now,
    })
    .returning();
  await queueSend(tx, reminder!);
  return reminder!;
}

/** Cancels an event's scheduled reminders and messages (only its default reminder with `defaultOnly`); notices stay. */
export async function cancelScheduledMessages(tx: Db, eventId: string, { defaultOnly = false } = {}): Promise<void> {
  await tx
    .update(eventMessages)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(eventMessages.eventId, eventId),
        eq(eventMessages.status, 'scheduled'),
        defaultOnly ? eq(eventMessages.isDefault, true) : inArray(eventMessages.kind, ['reminder', 'message']),
      ),
    );
}

/** What the event's chat says of a change: "This event was moved to 28 Nov 2026, 7:30 PM IST." or the cancellation. */
export function eventChangeNotice(event: InviteEvent, kind: 'cancelled' | 'rescheduled'): string {
  return kind === 'cancelled' ? EVENT_CANCELLED : `This event was moved to ${whenOf(event)} IST.`;
}

/**
 * Queues the notice of a cancelled or rescheduled event to every guest who answered, and says
 * it in the event's chat at once (in the same transaction): the WhatsApp notice reaches only those who opted in.
 */
export async function queueNotice(tx: Db, event: InviteEvent, kind: 'cancelled' | 'rescheduled', now: Date): Promise<void> {
  const [notice] = await tx
    .insert(eventMessages)
    .values({ eventId: event.id, kind: 'notice', segment: 'answered', channel: 'whatsapp', text: kind, sendAt: now, createdAt: now })
    .returning();
  await queueSend(tx, notice!);
  await postEventRoomNotice(tx, { event, text: eventChangeNotice(event, kind), now });
}

/** The answer to a message that would reach nobody (nothing is queued). */
export const NOBODY_TO_MESSAGE = 'No guest in this group asked for messages yet, so this message was not sent.';

/**
 * A host's message to a segment of guests, sent now by the queue to opted-in guests only.
 * @returns the message id and how many it goes to at this moment.
 * @throws HttpError 404/403 (not a host), 409 when nobody in the segment would get it (NOBODY_TO_MESSAGE: nothing
 *   is queued), 410 for a cancelled event.
 */
export async function sendGuestMessage(
  db: Db,
  {
    eventId,
    userId,
    segment,
    channel,
    text,
    now = new Date(),
  }: { eventId: string; userId: string; segment: MessageSegment; channel: 'whatsapp' | 'sms'; text: string; now?: Date },
): Promise<{ messageId: string; recipients: number }> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  if (event.status !== 'active') throw new HttpError(410, EVENT_CANCELLED);
  const recipients = (await recipientsOf(db, event.id, segment)).length;
  if (recipients === 0) throw new HttpError(409, NOBODY_TO_MESSAGE);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventMessages)
      .values({ eventId: event.id, kind: 'message', segment, channel, text, sendAt: now, createdBy: userId, createdAt: now })
      .returning();
    await queueSend(tx, row!);
    return row!;
  });
  return { messageId: message.id, recipients };
}

/** A reminder row as the API shows it. */
export function toReminder(row: EventMessage): Reminder {
  return {
    _id: row.id,
    sendAt: row.sendAt.toISOString(),
    segment: row.segment,
    channel: row.channel,
    text: row.text,
    isDefault: row.isDefault,
    status: row.status,
    recipients: row.recipients,
  };
}

/** An event's reminders, by send time (hosts). @throws HttpError 404/403. */
export async function listReminders(db: Db, { eventId, userId }: { eventId: string; userId: string }): Promise<Reminder[]> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  const rows = await db
    .select()
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'reminder')))
    .orderBy(asc(eventMessages.sendAt));
  return rows.map(toReminder);
}

/**
 * Schedules a reminder: in the future and before the start (400 otherwise), at most 5 scheduled,
 * each at least an hour from the others (409), under the event's lock so two requests cannot both take the 5th.
 * @throws HttpError 404/403, 410 cancelled, 409 as above; ValidationError (400) for the time.
 */
export async function createReminder(
  db: Db,
  {
    eventId,
    userId,
    sendAt,
    segment,
    channel,
    text,
    now = new Date(),
  }: {
    eventId: string;
    userId: string;
    sendAt: Date;
    segment: MessageSegment;
    channel: 'whatsapp' | 'sms';
    text?: string | null;
    now?: Date;
  },
): Promise<Reminder> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  if (event.status !== 'active') throw new HttpError(410, EVENT_CANCELLED);
  if (sendAt <= now) throw new ValidationError([{ path: 'sendAt', message: 'A reminder must be scheduled in the future' }]);
  if (sendAt >= event.startsAt) throw new ValidationError([{ path: 'sendAt', message: 'A reminder must be sent before the event starts' }]);
  return db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const scheduled = await tx
      .select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'reminder'), eq(eventMessages.status, 'scheduled')));
    if (scheduled.length >= MAX_REMINDERS) throw new HttpError(409, `At most ${MAX_REMINDERS} reminders can be scheduled.`);
    if (scheduled.some((row) => Math.abs(differenceInMinutes(row.sendAt, sendAt)) < REMINDER_MIN_GAP_MINUTES)) {
      throw new HttpError(409, 'Reminders must be at least an hour apart.');
    }
    const [row] = await tx
      .insert(eventMessages)
      .values({ eventId: event.id, kind: 'reminder', segment, channel, text: text ?? null, sendAt, createdBy: userId, createdAt: now })
      .returning();
    await queueSend(tx, row!);
    return toReminder(row!);
  });
}

/** Cancels a scheduled reminder (hosts). @throws HttpError 404/403; 409 for one already sent. */
export async function cancelReminder(db: Db, { eventId, userId, reminderId }: { eventId: string; userId: string; reminderId: string }) {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  const [row] = /^[0-9a-f-]{36}$/i.test(reminderId)
    ? await db
        .select()
        .from(eventMessages)
        .where(and(eq(eventMessages.id, reminderId), eq(eventMessages.eventId, event.id), eq(eventMessages.kind, 'reminder')))
    : [];
  if (!row) throw new HttpError(404, 'No such reminder on this event.');
  if (row.status === 'cancelled') return;
  const [cancelled] = await db
    .update(eventMessages)
    .set({ status: 'cancelled' })
    .where(and(eq(eventMessages.id, row.id), eq(eventMessages.status, 'scheduled')))
    .returning({ id: eventMessages.id });
  if (!cancelled) throw new HttpError(409, 'This reminder has been sent already.');
}

/** When an event starts, as guests read it: "28 Nov 2026, 7:30 PM" ("28 नवंबर 2026, शाम 7:30 बजे" for a Hindi invite). */
const whenOf = (event: InviteEvent, locale: Locale = 'en') => formatDateTime(event.startsAt, locale);
/** An invite's messages speak the invite's own language (the host chose it), whatever the guest's account says. */
const languageOf = (event: InviteEvent): Locale => localeOr(event.language);
/** The invite's share link: language-neutral (guests of any language open it; the page speaks the invite's language). */
const linkOf = (event: InviteEvent) => `${SITE_URL}${shareUrlOf(event.shortCode)}`;

/** The template and placeholders of a message row for one recipient. */
function contentOf(
  message: EventMessage,
  event: InviteEvent,
  recipient: Recipient,
  locale: Locale = 'en',
): { template: string; placeholders: string[] } {
  if (message.kind === 'notice') {
    const kind = message.text === 'cancelled' ? 'cancelled' : 'rescheduled';
    return { template: INVITE_TEMPLATES[kind], placeholders: [recipient.name, event.title, whenOf(event, locale), linkOf(event)] };
  }
  if (message.kind === 'message') {
    return { template: INVITE_TEMPLATES.message, placeholders: [recipient.name, event.title, message.text ?? '', linkOf(event)] };
  }
  return {
    template: INVITE_TEMPLATES.reminder,
    placeholders: [recipient.name, event.title, whenOf(event, locale), message.text ?? '', linkOf(event)],
  };
}

/** What became of a message run. */
export type MessageRunOutcome = 'sent' | 'already' | 'cancelled';

/**
 * Sends one message row (the job `invites.send_message`): claims it by moving it from `scheduled` to `sending`
 * (a run that finds it claimed, sent or cancelled does nothing, so it goes out once however many instances run the
 * job), drops reminders and messages of an event no longer active, sends to each recipient through the WhatsApp or
 * SMS adapter (each recorded in the outbox) and marks it sent with the count of those it went to. A recipient whose
 * account-level choice for invite messages on that channel is off gets nothing (`mayNotify`), whatever
 * their opt-in on the invite; no invite message is a required one.
 */
export async function runEventMessage(
  db: Db,
  { messageId, now = new Date() }: { messageId: string; now?: Date },
): Promise<MessageRunOutcome> {
  const [message] = await db
    .update(eventMessages)
    .set({ status: 'sending' })
    .where(and(eq(eventMessages.id, messageId), eq(eventMessages.status, 'scheduled')))
    .returning();
  if (!message) return 'already';
  const [event] = await db.select().from(events).where(eq(events.id, message.eventId));
  // a reminder or message of an event called off, or a reminder whose job ran after the start (an outage), is dropped
  const stale = message.kind === 'reminder' && event !== undefined && now >= event.startsAt;
  if (!event || stale || (message.kind !== 'notice' && event.status !== 'active')) {
    await db.update(eventMessages).set({ status: 'cancelled' }).where(eq(eventMessages.id, message.id));
    return 'cancelled';
  }
  const recipients = await recipientsOf(db, event.id, message.segment as MessageSegment);
  let sent = 0;
  for (const recipient of recipients) {
    if (!(await mayNotify(db, recipient.userId, message.channel === 'sms' ? 'sms' : 'whatsapp', 'invites'))) continue;
    sent += 1;
    const language = languageOf(event);
    const { template, placeholders } = contentOf(message, event, recipient, language);
    const englishPlaceholders = contentOf(message, event, recipient).placeholders;
    const outboxPayload = { eventId: event.id, messageId: message.id, kind: message.kind };
    if (message.channel === 'sms') {
      await sendSmsNotice(db, recipient.phone, { template, placeholders, payload: outboxPayload, language, englishPlaceholders });
    } else await sendPlaceholderWhatsApp(db, recipient.phone, { template, placeholders, outboxPayload, language, englishPlaceholders });
  }
  await db.update(eventMessages).set({ status: 'sent', sentAt: now, recipients: sent }).where(eq(eventMessages.id, message.id));
  return 'sent';
}

/**
 * Tells a guest promoted from the waitlist that they have a place (the job `invites.promoted`), by WhatsApp (a
 * notice about their own answer). Nothing when they are no longer going with a place, or turned WhatsApp invite
 * messages off on their account (`mayNotify`).
 * @returns whether a message was sent.
 */
export async function notifyPromoted(db: Db, { guestId }: { guestId: string }): Promise<boolean> {
  const [row] = await db
    .select({ guest: eventGuests, event: events, phone: users.phone, userId: users.id })
    .from(eventGuests)
    .innerJoin(events, eq(events.id, eventGuests.eventId))
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(eq(eventGuests.id, guestId));
  if (!row || row.guest.waitlisted || row.guest.rsvpStatus !== 'going' || row.event.status !== 'active') return false;
  if (!(await mayNotify(db, row.userId, 'whatsapp', 'invites'))) return false;
  const language = languageOf(row.event);
  await sendPlaceholderWhatsApp(db, row.phone, {
    template: INVITE_TEMPLATES.promoted,
    placeholders: [row.guest.name, row.event.title, whenOf(row.event, language), linkOf(row.event)],
    englishPlaceholders: [row.guest.name, row.event.title, whenOf(row.event), linkOf(row.event)],
    language,
    outboxPayload: { eventId: row.event.id, guestId },
  });
  return true;
}
