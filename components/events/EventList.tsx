import type { InviteEvent } from '../../lib/contracts/events';
import { inviteHostPath, inviteSharePath } from '../../lib/routes';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import { eventDayText, eventTimeText, rsvpKey } from './inviteText';
import styles from './events.module.css';

/** One list of events: hosted ones link to the host's page, others to the invite (`GET event-invites/all`). */
export default function EventList({ title, events, hosted }: { title: string; events: InviteEvent[]; hosted: boolean }) {
  const t = useT('events');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{hosted ? t('list.noneHosted') : t('list.noneInvited')}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event._id}>
              <a href={localizedPath(hosted ? inviteHostPath(event._id) : inviteSharePath(event.shortCode), locale)}>
                <strong>{event.title}</strong>
              </a>
              <span className={styles.muted}>
                {eventDayText(event, locale)}, {eventTimeText(event, locale)}
                {event.status === 'cancelled' ? t('list.cancelled') : event.movedAt ? t('list.moved') : ''}
                {!hosted && event.myRsvp ? ` · ${t(rsvpKey(event.myRsvp.rsvpStatus, event.myRsvp.waitlisted))}` : ''}
                {hosted && event.counts ? t('list.going', { count: event.counts.going }) : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
