import { useId, type FormEvent, type ReactNode } from 'react';
import { OCCASIONS } from '../../lib/events/occasions';
import {
  INVITE_CAPACITY_MAX,
  INVITE_HOST_NAME_MAX,
  INVITE_PLUS_ONES_MAX,
  INVITE_TITLE_MAX,
  INVITE_VENUE_MAX,
} from '../../lib/events/limits';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';
import type { EventFormValues } from './eventForm';
import styles from './events.module.css';

/** Props of `EventForm`. */
export interface EventFormProps {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  onSubmit: () => void;
  /** Messages by the API's field paths (`title`, `hostNames.0`, `rsvp.capacity`, ...). */
  errors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  /** The dates the event may take (IST). */
  dateRange: { min: string; max: string };
}

/**
 * The event form: occasion, title 1-30 with a counter, date and time (IST), venue up to
 * 200, an optional Google Maps link, 1-2 host names, the invite's language and the RSVP settings. Each error shows
 * under its field, in the API's words when the API refused it.
 */
export default function EventForm({ values, onChange, onSubmit, errors, busy, submitLabel, dateRange }: EventFormProps) {
  const t = useT('events');
  const locale = useLocale();
  const id = useId();
  const set = (change: Partial<EventFormValues>) => onChange({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (key: string, label: string, input: ReactNode, counter?: string) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {input}
      {counter && <span className={styles.counter}>{counter}</span>}
      {errors[key] && (
        <span id={`${id}-${key}-error`} className={form.error}>
          {errors[key]}
        </span>
      )}
    </div>
  );
  const inputProps = (key: string) => ({
    id: `${id}-${key}`,
    className: form.input,
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      {field(
        'occasion',
        t('form.occasion'),
        <select {...inputProps('occasion')} value={values.occasion} onChange={(e) => set({ occasion: e.target.value })}>
          {OCCASIONS.map((occasion) => (
            <option key={occasion.key} value={occasion.key}>
              {locale === 'hi' ? occasion.nameHi : occasion.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'title',
        t('form.title'),
        <input
          {...inputProps('title')}
          value={values.title}
          maxLength={INVITE_TITLE_MAX}
          onChange={(e) => set({ title: e.target.value })}
        />,
        `${[...values.title].length}/${INVITE_TITLE_MAX}`,
      )}
      {field(
        'date',
        t('form.date'),
        <input
          {...inputProps('date')}
          type="date"
          min={dateRange.min}
          max={dateRange.max}
          value={values.date}
          onChange={(e) => set({ date: e.target.value })}
        />,
      )}
      {field(
        'time',
        t('form.time'),
        <input {...inputProps('time')} type="time" value={values.time} onChange={(e) => set({ time: e.target.value })} />,
      )}
      {field(
        'venue',
        t('form.venue'),
        <textarea
          {...inputProps('venue')}
          rows={2}
          maxLength={INVITE_VENUE_MAX}
          value={values.venue}
          onChange={(e) => set({ venue: e.target.value })}
        />,
        `${[...values.venue].length}/${INVITE_VENUE_MAX}`,
      )}
      {field(
        'mapsUrl',
        t('form.maps'),
        <input
          {...inputProps('mapsUrl')}
          type="url"
          inputMode="url"
          placeholder="https://maps.app.goo.gl/…"
          value={values.mapsUrl}
          onChange={(e) => set({ mapsUrl: e.target.value })}
        />,
      )}
      {field(
        'hostNames.0',
        t('form.host'),
        <input
          {...inputProps('hostNames.0')}
          maxLength={INVITE_HOST_NAME_MAX}
          value={values.hostName1}
          onChange={(e) => set({ hostName1: e.target.value })}
        />,
      )}
      {field(
        'hostNames.1',
        t('form.host2'),
        <input
          {...inputProps('hostNames.1')}
          maxLength={INVITE_HOST_NAME_MAX}
          value={values.hostName2}
          onChange={(e) => set({ hostName2: e.target.value })}
        />,
      )}
      {errors.hostNames && <p className={form.error}>{errors.hostNames}</p>}
      <fieldset className={styles.choices}>
        <legend className={form.label}>{t('form.language')}</legend>
        {(['en', 'hi'] as const).map((language) => (
          <button
            key={language}
            type="button"
            className={styles.choice}
            aria-pressed={values.language === language}
            onClick={() => set({ language })}
          >
            {language === 'en' ? t('form.english') : t('form.hindi')}
          </button>
        ))}
      </fieldset>
      <fieldset className={form.card}>
        <legend className={form.label}>{t('form.rsvp')}</legend>
        {field(
          'rsvp.deadline',
          t('form.deadline'),
          <input
            {...inputProps('rsvp.deadline')}
            type="datetime-local"
            value={values.deadline}
            onChange={(e) => set({ deadline: e.target.value })}
          />,
        )}
        {field(
          'rsvp.capacity',
          t('form.capacity', { max: INVITE_CAPACITY_MAX }),
          <input
            {...inputProps('rsvp.capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_CAPACITY_MAX}
            value={values.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
          />,
        )}
        {field(
          'rsvp.plusOnesAllowed',
          t('form.plusOnes'),
          <select
            {...inputProps('rsvp.plusOnesAllowed')}
            value={values.plusOnesAllowed}
            onChange={(e) => set({ plusOnesAllowed: Number(e.target.value) })}
          >
            {Array.from({ length: INVITE_PLUS_ONES_MAX + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={values.showGuestList} onChange={(e) => set({ showGuestList: e.target.checked })} />
          <span>{t('form.showList')}</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={values.showCount} onChange={(e) => set({ showCount: e.target.checked })} />
          <span>{t('form.showCount')}</span>
        </label>
      </fieldset>
      <div className={styles.row}>
        <button type="submit" className={`${ui.button} ${ui.contained} ${ui.large}`} disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
