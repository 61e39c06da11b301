import type { GuestCounts, GuestRow } from '../../lib/contracts/events';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { rsvpKey } from './inviteText';
import styles from './events.module.css';

/** The six counts of a guest list, in the order the host reads them (labels: the `eventHost` messages `count.<key>`). */
export const COUNT_KEYS: (keyof GuestCounts)[] = ['going', 'maybe', 'declined', 'waitlist', 'noReply', 'opened'];

/** The counts as tiles (the answers count people, +1s included, and the screen says so). */
export function GuestCountTiles({ counts }: { counts: GuestCounts }) {
  const t = useT('eventHost');
  return (
    <>
      <ul className={styles.counts} aria-label={t('counts')}>
        {COUNT_KEYS.map((key) => (
          <li key={key} data-testid={`count-${key}`}>
            <span className={styles.countValue}>{counts[key]}</span>
            {t(`count.${key}`)}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('countsArePeople')}</p>
    </>
  );
}

/** The guest list as hosts see it: answer, +1s, time of the answer, phone, note and opt-in, each with Remove. */
export default function GuestTable({ guests, onRemove }: { guests: GuestRow[]; onRemove: (guest: GuestRow) => void }) {
  const t = useT('eventHost');
  const { dateTime } = useFormat();
  if (guests.length === 0) return <p className={styles.muted}>{t('guests.none')}</p>;
  return (
    <ul className={styles.list} aria-label={t('guests.label')}>
      {guests.map((guest) => (
        <li key={guest._id}>
          <span>
            <strong>{guest.name}</strong>
            {guest.plusOnes > 0 ? ` +${guest.plusOnes}` : ''} · {t(rsvpKey(guest.rsvpStatus, guest.waitlisted))}
            <br />
            <span className={styles.muted}>
              {dateTime(guest.answeredAt)}
              {guest.phone ? ` · ${guest.phone}` : ''}
              {guest.whatsappOptIn ? t('guests.whatsapp') : ''}
            </span>
            {guest.note && (
              <>
                <br />
                <span className={styles.muted}>“{guest.note}”</span>
              </>
            )}
          </span>
          <button type="button" className={`${ui.button} ${ui.text} ${ui.small}`} onClick={() => onRemove(guest)}>
            {t('guests.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
