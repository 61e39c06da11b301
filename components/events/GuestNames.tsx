import { useGuestListQuery } from '../../store/eventsApi';
import { useT } from '../i18n/I18nProvider';
import { rsvpKey } from './inviteText';
import styles from './events.module.css';

/**
 * Who is coming, for a guest who answered when the host shows the list: names and answers
 * only; the API never gives a guest another guest's phone. Shows nothing when the list is not shown (403).
 */
export default function GuestNames({ eventId }: { eventId: string }) {
  const t = useT('invite');
  const { data } = useGuestListQuery(eventId);
  if (!data || data.guests.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="guest-names">
      <h2 id="guest-names" className={styles.sectionTitle}>
        {t('names.heading')}
      </h2>
      <ul className={styles.list}>
        {data.guests.map((guest) => (
          <li key={guest._id}>
            <span>
              {guest.name}
              {guest.plusOnes > 0 ? ` +${guest.plusOnes}` : ''}
            </span>
            <span className={styles.muted}>{t(rsvpKey(guest.rsvpStatus, guest.waitlisted))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
