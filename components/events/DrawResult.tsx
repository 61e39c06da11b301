import type { LuckyDrawResult } from '../../lib/contracts/events';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import styles from './events.module.css';

/** One recorded draw: prize, time, entrants and winners in draw order. */
export default function DrawResult({ draw }: { draw: LuckyDrawResult }) {
  const t = useT('luckyDraw');
  const { dateTime } = useFormat();
  const when = dateTime(draw.drawnAt);
  return (
    <article className={styles.tile} aria-label={t('draw.aria', { when })}>
      <strong>{t('draw.prize', { prize: draw.prize })}</strong>
      <span className={styles.muted}>{t('draw.drawn', { when, count: draw.entrants })}</span>
      <ol>
        {draw.winners.map((winner) => (
          <li key={winner.guestId}>{winner.name}</li>
        ))}
      </ol>
    </article>
  );
}
