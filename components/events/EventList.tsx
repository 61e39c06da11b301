import type { InviteEvent } from '../../lib/contracts/events';
import { inviteHostPath, inviteSharePath } from '../../lib/routes';
import { eventDayText, eventTimeText, rsvpLabel } from './inviteText';
import styles from './events.module.css';

/** One list of events: hosted ones link to the host's page, others to the invite (`GET event-invites/all`). */
export default function EventList({ title, events, hosted }: { title: string; events: InviteEvent[]; hosted: boolean }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{hosted ? 'You have not created an invite yet.' : 'No invitations yet.'}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event._id}>
              <a href={hosted ? inviteHostPath(event._id) : inviteSharePath(event.shortCode)}>
                <strong>{event.title}</strong>
              </a>
              <span className={styles.muted}>
                {eventDayText(event)}, {eventTimeText(event)}
                {event.status === 'cancelled' ? ' · Cancelled' : event.movedAt ? ' · Moved' : ''}
                {!hosted && event.myRsvp ? ` · ${event.myRsvp.waitlisted ? 'Waitlist' : rsvpLabel(event.myRsvp.rsvpStatus)}` : ''}
                {hosted && event.counts ? ` · ${event.counts.going} going` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
