import type { InviteEvent, RsvpStatus } from '../../lib/contracts/events';
import { formatDate, formatTime, formatWeekdayDate } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import type { T } from '../i18n/I18nProvider';

/** The answers a guest can give, in the order the form offers them (labels: the `invite` messages `rsvp.<answer>`). */
export const RSVP_CHOICES: readonly RsvpStatus[] = ['going', 'maybe', 'declined'];

/** The message key of a guest's answer as shown: `rsvp.going`, `rsvp.maybe`, `rsvp.declined` or `rsvp.waitlist`. */
export const rsvpKey = (status: RsvpStatus, waitlisted = false) => (waitlisted ? 'rsvp.waitlist' : `rsvp.${status}`);

/** The event's day for guests, in IST: "Sat, 5 Mar 2026" (Hindi: "शनि, 5 मार्च 2026"). */
export function eventDayText(event: Pick<InviteEvent, 'date' | 'startsAt'>, locale: Locale = 'en'): string {
  if (locale !== 'en') return `${formatWeekdayDate(event.date, locale)} ${event.date.slice(0, 4)}`;
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(event.startsAt));
  return `${weekday}, ${formatDate(event.date)}`;
}

/** The event's start time for guests, in IST: "7:30 PM IST" (Hindi: "शाम 7:30 बजे", IST being the only time there). */
export const eventTimeText = (event: Pick<InviteEvent, 'startsAt'>, locale: Locale = 'en') =>
  locale === 'en' ? `${formatTime(event.startsAt)} IST` : formatTime(event.startsAt, locale);

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

/** `invitePreviewDescription` in the page's language (`t`: the `invite` messages). */
export function localInvitePreviewDescription(
  event: Pick<InviteEvent, 'hostNames' | 'date' | 'startsAt' | 'venue'>,
  t: T,
  locale: Locale,
): string {
  if (locale === 'en') return invitePreviewDescription(event);
  const names = event.hostNames.filter((name) => name.trim() !== '');
  const who =
    names.length === 0
      ? t('seo.youAreInvited')
      : names.length === 1
        ? t('seo.oneHost', { name: names[0] ?? '' })
        : t('seo.hosts', { names: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
  return t('seo.description', { who, day: eventDayText(event, locale), time: eventTimeText(event, locale), venue: event.venue });
}

/** The `.ics` file of an event (the ics route), for "Add to calendar". */
export const icsUrl = (eventId: string) => `/api/customer/event/event-invites/${encodeURIComponent(eventId)}/ics`;

/** A share link as an absolute URL on `origin` (the share page's own origin in the browser). */
export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

/** The WhatsApp link that shares `text` (a message with the invite's link). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The message sent with a shared invite: "You're invited to Riya's 5th Birthday! https://…". */
export const shareMessage = (title: string, url: string) => `You're invited to ${title}! ${url}`;

/**
 * What a guest reads about a change of the event, or null: cancelled, or moved to its new day and time.
 * @param t the `invite` messages of the page.
 */
export function eventChangeText(event: Pick<InviteEvent, 'status' | 'movedAt' | 'date' | 'startsAt'>, t: T, locale: Locale): string | null {
  if (event.status === 'cancelled') return t('cancelled');
  if (event.movedAt) return t('movedTo', { day: eventDayText(event, locale), time: eventTimeText(event, locale) });
  return null;
}
