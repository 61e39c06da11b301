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
  return value;
}
