import { lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { EnquiryCity, EnquiryLimits } from '../../data/food/landing';
import { TIME_ZONE } from '../../lib/constants';
import { formatIndianNumber } from '../../lib/format';
import type { LeadCreateBody, LeadService } from '../../lib/contracts/leads';
import StoreIsland from '../../store/StoreIsland';
import form from '../common/bookingForm.module.css';
import RouterLink from '../common/RouterLink';
import { KEEP_CLEAR } from '../common/keepClear';
import { useClientNow } from '../common/useClientNow';
import { useT } from '../i18n/I18nProvider';
import type { EnquiryOutcome } from './EnquiryFormSubmit';
import styles from './EnquiryForm.module.css';

const EnquiryFormSubmit = lazy(() => import('./EnquiryFormSubmit'));

/** What the customer types, as the inputs hold it. */
interface EnquiryValues {
  name: string;
  phone: string;
  eventDate: string;
  guests: string;
  budgetPerPlate: string;
  city: string;
  note: string;
}
type Field = keyof EnquiryValues;
const EMPTY: EnquiryValues = { name: '', phone: '', eventDate: '', guests: '', budgetPerPlate: '', city: '', note: '' };

/** Today in IST as yyyy-mm-dd (the date input's minimum; the server checks the date again). */
const istToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);

/** The request body of the typed values: numbers as numbers (an empty guests field is refused by the server), empty optionals left out. */
function toBody(service: LeadService, v: EnquiryValues): LeadCreateBody {
  return {
    service,
    name: v.name,
    phone: v.phone,
    eventDate: v.eventDate,
    guests: v.guests.trim() === '' ? Number.NaN : Number(v.guests),
    city: v.city,
    ...(v.budgetPerPlate.trim() !== '' ? { budgetPerPlate: Number(v.budgetPerPlate) } : {}),
    ...(v.note.trim() !== '' ? { note: v.note } : {}),
  };
}

const noSubscription = () => () => undefined;

/** The guest count carried in the address (`?guests=150`), as the field holds it; '' without one. */
function carriedGuestsOf(): string {
  const guests = Number(new URLSearchParams(window.location.search).get('guests'));
  return Number.isInteger(guests) && guests > 0 && guests <= 100_000 ? String(guests) : '';
}

/** Props of `EnquiryForm`: which page sends it (`service`), our cities and the limits it states. */
export interface EnquiryFormProps {
  service: LeadService;
  cities: readonly EnquiryCity[];
  limits: EnquiryLimits;
}

/**
 * The enquiry form for more than 100 guests or a custom menu (`POST /api/leads`): server-rendered
 * plain inputs (no MUI), sent through the data layer, which loads only on submit. Shows the API's field
 * errors beside the fields, disables submit while sending, and the reference once stored.
 */
export default function EnquiryForm({ service, cities, limits }: EnquiryFormProps) {
  const t = useT('foodLanding');
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState<{ id: number; body: LeadCreateBody } | null>(null);
  const [result, setResult] = useState<EnquiryOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const now = useClientNow();

  // the guest count typed on the booking page comes along (`?guests=`, see foodEnquiryPath) and
  // fills the field until the customer types their own
  const carriedGuests = useSyncExternalStore(noSubscription, carriedGuestsOf, () => '');
  const [guestsTyped, setGuestsTyped] = useState(false);
  const shown: EnquiryValues = guestsTyped || values.guests !== '' ? values : { ...values, guests: carriedGuests };

  const onDone = useCallback((outcome: EnquiryOutcome) => {
    setSending(null);
    setResult(outcome);
    if (outcome.kind === 'sent') {
      setValues(EMPTY);
      setGuestsTyped(true);
    }
    setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
  }, []);

  // after a refusal, take the customer to the first field to correct; once stored, to the reference
  // (the button sits at the end of a long form, so the confirmation is otherwise out of sight)
  useEffect(() => {
    if (result?.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (result?.kind === 'sent' && confirmationRef.current) {
      confirmationRef.current.scrollIntoView?.({ block: 'center' });
      confirmationRef.current.focus({ preventScroll: true });
    }
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    setSending({ id: Date.now(), body: toBody(service, shown) });
  };

  const set = (name: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
    if (name === 'guests') setGuestsTyped(true);
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /** One labelled control with its hint and error, tied together for screen readers. */
  const field = (name: Field, label: string, control: ReactNode, hint?: ReactNode) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`enquiry-${name}`}>
        {label}
      </label>
      {control}
      {hint && (
        <span id={`enquiry-${name}-hint`} className={form.hint}>
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`enquiry-${name}-error`} className={form.error}>
          {errors[name]}
        </span>
      )}
    </div>
  );
  const attrs = (name: Field, hasHint = false) => ({
    id: `enquiry-${name}`,
    name,
    value: shown[name],
    onChange: set(name),
    className: form.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hasHint ? `enquiry-${name}-hint` : '', errors[name] ? `enquiry-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    // POST, never the default GET: typed names and numbers must not end up in a URL
    <form ref={formRef} className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      {field('name', t('form.name'), <input {...attrs('name')} autoComplete="name" required />)}
      {field('phone', t('form.phone'), <input {...attrs('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required />)}
      <div className={styles.pair}>
        {field(
          'eventDate',
          t('form.eventDate'),
          <input {...attrs('eventDate')} type="date" min={now ? istToday(now) : undefined} required />,
        )}
        {field(
          'guests',
          t('form.guests'),
          <input {...attrs('guests', true)} type="number" inputMode="numeric" min={limits.minGuests} max={limits.maxGuests} required />,
          t.rich('form.guestsHint', {
            min: limits.minGuests,
            max: formatIndianNumber(limits.maxGuests),
            online: limits.onlineMaxGuests,
            link: (chunks) => <RouterLink href={limits.onlineHref}>{chunks}</RouterLink>,
          }),
        )}
      </div>
      <div className={styles.pair}>
        {field(
          'budgetPerPlate',
          t('form.budget'),
          <input {...attrs('budgetPerPlate')} type="number" inputMode="numeric" min={limits.minBudget} max={limits.maxBudget} />,
        )}
        {field(
          'city',
          t('form.city'),
          <select {...attrs('city')} required>
            <option value="">{t('form.chooseCity')}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('note', t('form.note'), <textarea {...attrs('note')} rows={4} maxLength={limits.noteMax} />)}
      {result && result.kind !== 'sent' && (
        <p role="alert" className={form.alert}>
          {result.message}
        </p>
      )}
      {/* a live region present from the start, so the confirmation is announced when it appears */}
      <div
        ref={confirmationRef}
        role="status"
        tabIndex={-1}
        data-testid="enquiry-confirmation"
        {...KEEP_CLEAR}
        className={result?.kind === 'sent' ? styles.success : undefined}
      >
        {result?.kind === 'sent' && (
          <>
            <p>{result.message}</p>
            <p>{t.rich('form.reference', { reference: result.reference, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          </>
        )}
      </div>
      {/* enabled once the page's script runs (no time in server HTML), so nothing is sent before it can be handled */}
      <button type="submit" className={form.primary} disabled={now === null || sending !== null}>
        {sending ? t('form.sending') : t('form.send')}
      </button>
      {sending && (
        <StoreIsland>
          <EnquiryFormSubmit key={sending.id} body={sending.body} onDone={onDone} />
        </StoreIsland>
      )}
    </form>
  );
}
