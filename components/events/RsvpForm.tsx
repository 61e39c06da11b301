import { useId, type FormEvent } from 'react';
import { GUEST_NAME_MAX, GUEST_NOTE_MAX } from '../../lib/events/limits';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { RSVP_CHOICES } from './inviteText';
import { useT } from '../i18n/I18nProvider';
import styles from './events.module.css';
import type { RsvpFormValues } from './rsvpForm';

/** Props of `RsvpForm`. */
export interface RsvpFormProps {
  values: RsvpFormValues;
  onChange: (values: RsvpFormValues) => void;
  onSubmit: () => void;
  /** The host's +1 allowance (0: no +1 field). */
  plusOnesAllowed: number;
  errors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
}

/**
 * The RSVP form: name 2-40, Going / Maybe / Can't go, +1s within the host's allowance, a note
 * up to 140 characters and WhatsApp reminders (unticked by default). Plain elements: it is in the server HTML of the
 * share page and costs no MUI. Errors show under their fields.
 */
export default function RsvpForm({ values, onChange, onSubmit, plusOnesAllowed, errors, busy, submitLabel }: RsvpFormProps) {
  const t = useT('invite');
  const id = useId();
  const set = (change: Partial<RsvpFormValues>) => onChange({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const noteLength = [...values.note].length;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <div className={styles.choices} role="group" aria-label={t('form.answer')}>
        {RSVP_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            aria-pressed={values.rsvpStatus === choice}
            onClick={() => set({ rsvpStatus: choice })}
          >
            {t(`rsvp.${choice}`)}
          </button>
        ))}
      </div>
      {errors.rsvpStatus && <p className={form.error}>{errors.rsvpStatus}</p>}
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-name`}>
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          className={form.input}
          value={values.name}
          maxLength={GUEST_NAME_MAX}
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => set({ name: e.target.value })}
        />
        {errors.name && (
          <span id={`${id}-name-error`} className={form.error}>
            {errors.name}
          </span>
        )}
      </div>
      {plusOnesAllowed > 0 && values.rsvpStatus !== 'declined' && (
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-plus`}>
            {t('form.plusOnes')}
          </label>
          <select
            id={`${id}-plus`}
            className={form.input}
            value={values.plusOnes}
            aria-invalid={Boolean(errors.plusOnes)}
            onChange={(e) => set({ plusOnes: Number(e.target.value) })}
          >
            {Array.from({ length: plusOnesAllowed + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t('form.justMe') : `+${n}`}
              </option>
            ))}
          </select>
          {errors.plusOnes && <span className={form.error}>{errors.plusOnes}</span>}
        </div>
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-note`}>
          {t('form.note')}
        </label>
        <textarea
          id={`${id}-note`}
          className={form.input}
          rows={2}
          value={values.note}
          maxLength={GUEST_NOTE_MAX}
          aria-invalid={Boolean(errors.note)}
          onChange={(e) => set({ note: e.target.value })}
        />
        <span className={styles.counter} aria-live="polite">
          {noteLength}/{GUEST_NOTE_MAX}
        </span>
        {errors.note && <span className={form.error}>{errors.note}</span>}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.whatsappOptIn} onChange={(e) => set({ whatsappOptIn: e.target.checked })} />
        <span>{t('form.whatsapp')}</span>
      </label>
      {values.rsvpStatus === 'going' && (
        <label className={styles.check}>
          <input type="checkbox" checked={values.luckyDrawOptOut} onChange={(e) => set({ luckyDrawOptOut: e.target.checked })} />
          <span>{t('form.drawOptOut')}</span>
        </label>
      )}
      <button type="submit" className={`${ui.button} ${ui.contained} ${ui.large}`} disabled={busy}>
        {busy ? t('form.sending') : submitLabel}
      </button>
    </form>
  );
}
