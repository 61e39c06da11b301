import type { InviteEvent, RsvpStatus } from '../../lib/contracts/events';
import { formatDate, formatTime } from '../../lib/format';

/** Strings of the invite pages, in one place so the tests and the pages say the same. */
export const INVITE_TEXT = {
  closed: 'RSVPs are closed',
  cancelled: 'This event has been cancelled.',
  /** Before the new day and time: "This event was moved to Sat, 5 Dec 2026, 7:30 PM IST." */
  movedTo: 'This event was moved to',
  addToCalendar: 'Add to calendar',
  directions: 'Directions',
  rsvpTitle: 'Will you come?',
  waitlisted: 'The event is full: you are on the waitlist. We will message you if a place opens.',
  saved: 'Thank you! Your response has been saved.',
  loginToRsvp: 'You will log in with your phone number to send your answer.',
  hosting: 'You are hosting this event.',
  /** What the answer counts count (server/events/guests.ts guestCounts). */
  countsArePeople: 'Going, Maybe, Can’t go and Waitlist count people, +1s included.',
  peopleIncluded: '(people, +1s included)',
  /** The share page of a code that names no invite (answered 404). */
  missing: 'This invite does not exist or was removed',
  missingHelp: 'Check the link with the person who sent it: every letter counts, capitals too.',
  yourEvents: 'Your events',
  aboutInvites: 'About event invites',
} as const;

/** The answers a guest can give, with their labels (Going / Maybe / Can't go). */
export const RSVP_CHOICES: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'declined', label: "Can't go" },
];

/** The label of an answer ("Going", "Maybe", "Can't go"). */
export const rsvpLabel = (status: RsvpStatus) => RSVP_CHOICES.find((choice) => choice.value === status)?.label ?? status;

/** The event's day for guests, in IST: "Sat, 5 Mar 2026". */
export function eventDayText(event: Pick<InviteEvent, 'date' | 'startsAt'>): string {
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(event.startsAt));
  return `${weekday}, ${formatDate(event.date)}`;
}

/** The event's start time for guests, in IST: "7:30 PM IST". */
export const eventTimeText = (event: Pick<InviteEvent, 'startsAt'>) => `${formatTime(event.startsAt)} IST`;

/** The host names as one line: "Priya & Rahul". */
export const hostNamesText = (names: readonly string[]) => names.join(' & ');

/**
 * The share page's link preview (og:description): "Asha invites you." for one host, "Asha and Ravi invite you." or
 * "Asha, Ravi and Meera invite you." for more, "You are invited." without names; then the IST day and time and
 * the venue.
 */
export function invitePreviewDescription(event: Pick<InviteEvent, 'hostNames' | 'date' | 'startsAt' | 'venue'>): string {
  const names = event.hostNames.filter((name) => name.trim() !== '');
  const who =
    names.length === 0
      ? 'You are invited.'
      : names.length === 1
        ? `${names[0]} invites you.`
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} invite you.`;
  return `${who} ${eventDayText(event)}, ${eventTimeText(event)} at ${event.venue}`;
}

/** The `.ics` file of an event (the ics route), for "Add to calendar". */
export const icsUrl = (eventId: string) => `/api/customer/event/event-invites/${encodeURIComponent(eventId)}/ics`;

/** A share link as an absolute URL on `origin` (the share page's own origin in the browser). */
export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

/** The WhatsApp link that shares `text` (a message with the invite's link). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The message sent with a shared invite: "You're invited to Riya's 5th Birthday! https://…". */
export const shareMessage = (title: string, url: string) => `You're invited to ${title}! ${url}`;

/** What a guest reads about a change of the event, or null: cancelled, or moved to its new day and time. */
export function eventChangeText(event: Pick<InviteEvent, 'status' | 'movedAt' | 'date' | 'startsAt'>): string | null {
  if (event.status === 'cancelled') return INVITE_TEXT.cancelled;
  if (event.movedAt) return `${INVITE_TEXT.movedTo} ${eventDayText(event)}, ${eventTimeText(event)}.`;
  return null;
}
