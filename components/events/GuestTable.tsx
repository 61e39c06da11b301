import type { GuestCounts, GuestRow } from '../../lib/contracts/events';
import { formatDateTime } from '../../lib/format';
import ui from '../common/ui.module.css';
import { INVITE_TEXT, rsvpLabel } from './inviteText';
import styles from './events.module.css';

/** The six counts of a guest list, in the order the host reads them. */
export const COUNT_LABELS: [keyof GuestCounts, string][] = [
  ['going', 'Going'],
  ['maybe', 'Maybe'],
  ['declined', "Can't go"],
  ['waitlist', 'Waitlist'],
  ['noReply', 'No reply'],
  ['opened', 'Opened'],
];

/** The counts as tiles (the answers count people, +1s included, and the screen says so). */
export function GuestCountTiles({ counts }: { counts: GuestCounts }) {
  return (
    <>
      <ul className={styles.counts} aria-label="Guest counts">
        {COUNT_LABELS.map(([key, label]) => (
          <li key={key} data-testid={`count-${key}`}>
            <span className={styles.countValue}>{counts[key]}</span>
            {label}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{INVITE_TEXT.countsArePeople}</p>
    </>
  );
}

/** The guest list as hosts see it: answer, +1s, time of the answer, phone, note and opt-in, each with Remove. */
export default function GuestTable({ guests, onRemove }: { guests: GuestRow[]; onRemove: (guest: GuestRow) => void }) {
  if (guests.length === 0) return <p className={styles.muted}>No answers yet. Share your invite to get some.</p>;
  return (
    <ul className={styles.list} aria-label="Guests">
      {guests.map((guest) => (
        <li key={guest._id}>
          <span>
            <strong>{guest.name}</strong>
            {guest.plusOnes > 0 ? ` +${guest.plusOnes}` : ''} · {guest.waitlisted ? 'Waitlist' : rsvpLabel(guest.rsvpStatus)}
            <br />
            <span className={styles.muted}>
              {formatDateTime(guest.answeredAt)}
              {guest.phone ? ` · ${guest.phone}` : ''}
              {guest.whatsappOptIn ? ' · WhatsApp reminders' : ''}
            </span>
            {guest.note && (
              <>
                <br />
                <span className={styles.muted}>“{guest.note}”</span>
              </>
            )}
          </span>
          <button type="button" className={`${ui.button} ${ui.text} ${ui.small}`} onClick={() => onRemove(guest)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
