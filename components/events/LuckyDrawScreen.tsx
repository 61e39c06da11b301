import { useId, useState, type FormEvent } from 'react';
import type { LuckyDrawResult } from '../../lib/contracts/events';
import { LUCKY_DRAW_MAX_WINNERS, LUCKY_DRAW_NO_CASH_MESSAGE, LUCKY_DRAW_PRIZE_MAX } from '../../lib/events/limits';
import { inviteHostPath } from '../../lib/routes';
import { failureText } from '../../services/errors';
import { useInviteDetailsQuery, useLuckyDrawMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { fieldErrorsOf } from './apiErrors';
import DrawResult from './DrawResult';
import styles from './events.module.css';

/**
 * /lucky-draw?eventId=: a host writes the prize (no cash: we handle no money) and the
 * number of winners and runs the draw among guests who answered Going (hosts and guests who opted out take no
 * part); the server draws with cryptographic randomness and records it. A re-draw is a new, recorded draw. Guests
 * see the latest result. Lazy, inside a StoreIsland.
 */
export default function LuckyDrawScreen({ eventId }: { eventId: string }) {
  const id = useId();
  const details = useInviteDetailsQuery(eventId);
  const [run, { isLoading }] = useLuckyDrawMutation();
  const [prize, setPrize] = useState('');
  const [winners, setWinners] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [draws, setDraws] = useState<LuckyDrawResult[]>([]);

  if (!details.data)
    return <QueryFallback query={details} loading="Loading the event…" failure="Could not load the event. Please try again." />;
  const event = details.data;
  const isHost = event.role === 'owner' || event.role === 'cohost';
  // this visit's draws first, then the latest recorded one the event shows (once)
  const shown = [...draws, ...(event.luckyDraw && !draws.some((d) => d._id === event.luckyDraw!._id) ? [event.luckyDraw] : [])];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (prize.trim() === '') return setErrors({ prize: 'Please describe the prize' });
    setErrors({});
    const answer = await run({ eventId, prize: prize.trim(), winners });
    if (answer.data) return setDraws((current) => [answer.data!, ...current]);
    const fields = fieldErrorsOf(answer.error);
    if (fields) setErrors(fields);
    else setFailure(failureText(answer.error, 'Could not run the draw. Please try again.'));
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.sectionTitle}>{event.title}</h2>
      {isHost ? (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Run a draw">
          <p className={styles.muted}>
            Among guests who answered Going (not hosts, not guests who opted out). {LUCKY_DRAW_NO_CASH_MESSAGE}
          </p>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-prize`}>
              Prize
            </label>
            <input
              id={`${id}-prize`}
              className={form.input}
              maxLength={LUCKY_DRAW_PRIZE_MAX}
              placeholder="a gift hamper"
              value={prize}
              aria-invalid={Boolean(errors.prize)}
              onChange={(e) => setPrize(e.target.value)}
            />
            {errors.prize && <span className={form.error}>{errors.prize}</span>}
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-winners`}>
              Number of winners
            </label>
            <select id={`${id}-winners`} className={form.input} value={winners} onChange={(e) => setWinners(Number(e.target.value))}>
              {Array.from({ length: LUCKY_DRAW_MAX_WINNERS }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </select>
            {errors.winners && <span className={form.error}>{errors.winners}</span>}
          </div>
          <div className={styles.row}>
            <button type="submit" className={`${ui.button} ${ui.contained} ${ui.large}`} disabled={isLoading}>
              {shown.length > 0 ? 'Draw again' : 'Run the draw'}
            </button>
            <a className={`${ui.button} ${ui.outlined}`} href={inviteHostPath(eventId)}>
              Event page
            </a>
          </div>
          {failure && (
            <p className={form.error} role="alert">
              {failure}
            </p>
          )}
        </form>
      ) : (
        shown.length === 0 && <p>No draw yet.</p>
      )}
      {shown.length > 0 && (
        <section className={styles.section} aria-label="Results">
          <h2 className={styles.sectionTitle}>Results</h2>
          <div className={styles.grid}>
            {shown.map((draw) => (
              <DrawResult key={draw._id} draw={draw} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
