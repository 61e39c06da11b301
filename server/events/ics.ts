/**
 * "Add to calendar": an event as an iCalendar file made with the `ics` library (RFC 5545
 * escaping and line folding are its job): UTC start, two hours long, the venue as the location and the share
 * link (with the directions link in the description). A stable UID, so adding it again updates the same entry.
 * The description speaks the invite's own language (the host chose it; messages/<locale>/invite.json).
 */
import { createEvent } from 'ics';
import { localeOr } from '../../lib/i18n/locales';
import { SITE_URL } from '../../lib/site';
import { getT } from '../i18n/messages';
import type { InviteEvent } from '../db/schema';
import { shareUrlOf } from './access';

/** How long the calendar entry lasts (the invite has a start only). */
export const ICS_DURATION_HOURS = 2;

/**
 * The `.ics` text of an event.
 * @throws Error when the library refuses the event (a bug on our side: every field was validated when saved).
 */
export function eventIcs(event: InviteEvent): string {
  // the share link stays language-neutral: guests of any language add the same invite
  const link = `${SITE_URL}${shareUrlOf(event.shortCode)}`;
  const t = getT(localeOr(event.language), 'invite');
  const { error, value } = createEvent({
    uid: `${event.id}@invites`,
    title: event.title,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: ICS_DURATION_HOURS },
    location: event.venue,
    url: link,
    description: [
      t('card.hostedBy', { hosts: event.hostNames.join(' & ') }),
      event.mapsUrl ? `${t('directions')}: ${event.mapsUrl}` : null,
      link,
    ]
      .filter(Boolean)
      .join('\n'),
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'party-services/invites',
  });
  if (error || !value) throw new Error('could not build the calendar file', { cause: error });
  return foldOctets(value);
}

/** The most octets of a content line (RFC 5545 3.1), its line break aside. */
const MAX_LINE_OCTETS = 75;

/**
 * Folds an iCalendar text's content lines at 75 octets (RFC 5545 3.1: a CRLF and a space before the rest), never
 * inside a character's UTF-8 octets. The library folds at 75 characters, which a Devanagari text (3 octets a
 * character: a Hindi invite's description, a Hindi title or venue) exceeds.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // a continuation line starts with its space: one octet less for the text
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
