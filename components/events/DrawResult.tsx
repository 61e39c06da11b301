import type { LuckyDrawResult } from '../../lib/contracts/events';
import { formatDateTime } from '../../lib/format';
import styles from './events.module.css';

/** One recorded draw: prize, time, entrants and winners in draw order. */
export default function DrawResult({ draw }: { draw: LuckyDrawResult }) {
  return (
    <article className={styles.tile} aria-label={`Draw of ${formatDateTime(draw.drawnAt)}`}>
      <strong>Prize: {draw.prize}</strong>
      <span className={styles.muted}>
        Drawn {formatDateTime(draw.drawnAt)} among {draw.entrants} {draw.entrants === 1 ? 'guest' : 'guests'}
      </span>
      <ol>
        {draw.winners.map((winner) => (
          <li key={winner.guestId}>{winner.name}</li>
        ))}
      </ol>
    </article>
  );
}
