import { useId, useState, type FormEvent } from 'react';
import type { LuckyDrawResult } from '../../lib/contracts/events';
import { LUCKY_DRAW_MAX_WINNERS, LUCKY_DRAW_PRIZE_MAX } from '../../lib/events/limits';
import { localizedPath } from '../../lib/i18n/urls';
import { inviteHostPath } from '../../lib/routes';
import { useInviteDetailsQuery, useLuckyDrawMutation } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { fieldErrorsOf, localFieldErrors } from './apiErrors';
import DrawResult from './DrawResult';
import styles from './events.module.css';

/**
 * /lucky-draw?eventId=: a host writes the prize (no cash: we handle no money) and the
 * number of winners and runs the draw among guests who answered Going (hosts and guests who opted out take no
 * part); the server draws with cryptographic randomness and records it. A re-draw is a new, recorded draw. Guests
 * see the latest result. Lazy, inside a StoreIsland.
 */
export default function LuckyDrawScreen({ eventId }: { eventId: string }) {
  const t = useT('luckyDraw');
  const locale = useLocale();
  const id = useId();
  const details = useInviteDetailsQuery(eventId);
  const [run, { isLoading }] = useLuckyDrawMutation();
  const [prize, setPrize] = useState('');
  const [winners, setWinners] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [draws, setDraws] = useState<LuckyDrawResult[]>([]);

  if (!details.data) return <QueryFallback query={details} loading={t('loadingEvent')} failure={t('loadFailed')} />;
  const event = details.data;
  const isHost = event.role === 'owner' || event.role === 'cohost';
  // this visit's draws first, then the latest recorded one the event shows (once)
  const shown = [...draws, ...(event.luckyDraw && !draws.some((d) => d._id === event.luckyDraw!._id) ? [event.luckyDraw] : [])];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (prize.trim() === '') return setErrors({ prize: t('prizeEmpty') });
    setErrors({});
    const answer = await run({ eventId, prize: prize.trim(), winners });
    if (answer.data) return setDraws((current) => [answer.data!, ...current]);
    const fields = fieldErrorsOf(answer.error);
    if (fields) setErrors(localFieldErrors(fields, locale, t('fieldInvalid')));
    else setFailure(localFailureText(locale, answer.error, t('failed'), t('network')));
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.sectionTitle}>{event.title}</h2>
      {isHost ? (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('form')}>
          <p className={styles.muted}>{t('among', { noCash: t('noCash') })}</p>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-prize`}>
              {t('prize')}
            </label>
            <input
              id={`${id}-prize`}
              className={form.input}
              maxLength={LUCKY_DRAW_PRIZE_MAX}
              placeholder={t('prizePlaceholder')}
              value={prize}
              aria-invalid={Boolean(errors.prize)}
              onChange={(e) => setPrize(e.target.value)}
            />
            {errors.prize && <span className={form.error}>{errors.prize}</span>}
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-winners`}>
              {t('winners')}
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
              {shown.length > 0 ? t('again') : t('run')}
            </button>
            <a className={`${ui.button} ${ui.outlined}`} href={localizedPath(inviteHostPath(eventId), locale)}>
              {t('eventPage')}
            </a>
          </div>
          {failure && (
            <p className={form.error} role="alert">
              {failure}
            </p>
          )}
        </form>
      ) : (
        shown.length === 0 && <p>{t('none')}</p>
      )}
      {shown.length > 0 && (
        <section className={styles.section} aria-label={t('results')}>
          <h2 className={styles.sectionTitle}>{t('results')}</h2>
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
