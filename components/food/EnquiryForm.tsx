import { lazy, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { EnquiryCity, EnquiryLimits } from '../../data/food/landing';
import { TIME_ZONE } from '../../lib/constants';
import { formatIndianNumber } from '../../lib/format';
import type { LeadCreateBody, LeadService } from '../../lib/contracts/leads';
import StoreIsland from '../../store/StoreIsland';
import form from '../common/bookingForm.module.css';
import RouterLink from '../common/RouterLink';
import { useClientNow } from '../common/useClientNow';
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

/** Props of `EnquiryForm`: which page sends it (`service`), our cities and the limits it states. */
export interface EnquiryFormProps {
  service: LeadService;
  cities: readonly EnquiryCity[];
  limits: EnquiryLimits;
}

/**
 * The enquiry form for more than 100 guests or a custom menu (issue 13, `POST /api/leads`): server-rendered
 * plain inputs (no MUI), sent through the data layer, which loads only on submit. Shows the API's field
 * errors beside the fields, disables submit while sending, and the reference once stored.
 */
export default function EnquiryForm({ service, cities, limits }: EnquiryFormProps) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState<{ id: number; body: LeadCreateBody } | null>(null);
  const [result, setResult] = useState<EnquiryOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const now = useClientNow();

  const onDone = useCallback((outcome: EnquiryOutcome) => {
    setSending(null);
    setResult(outcome);
    if (outcome.kind === 'sent') setValues(EMPTY);
    setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
  }, []);

  // after a refusal, take the customer to the first field to correct
  useEffect(() => {
    if (result?.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    setSending({ id: Date.now(), body: toBody(service, values) });
  };

  const set = (name: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
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
    value: values[name],
    onChange: set(name),
    className: form.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hasHint ? `enquiry-${name}-hint` : '', errors[name] ? `enquiry-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    // POST, never the default GET: typed names and numbers must not end up in a URL
    <form ref={formRef} className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label="Enquiry form">
      {field('name', 'Your name', <input {...attrs('name')} autoComplete="name" required />)}
      {field('phone', 'Mobile number', <input {...attrs('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required />)}
      <div className={styles.pair}>
        {field('eventDate', 'Event date', <input {...attrs('eventDate')} type="date" min={now ? istToday(now) : undefined} required />)}
        {field(
          'guests',
          'Number of guests',
          <input {...attrs('guests', true)} type="number" inputMode="numeric" min={limits.minGuests} max={limits.maxGuests} required />,
          <>
            {limits.minGuests} to {formatIndianNumber(limits.maxGuests)} guests. Up to {limits.onlineMaxGuests}?{' '}
            <RouterLink href={limits.onlineHref}>Book online</RouterLink>
          </>,
        )}
      </div>
      <div className={styles.pair}>
        {field(
          'budgetPerPlate',
          'Budget per plate (₹, optional)',
          <input {...attrs('budgetPerPlate')} type="number" inputMode="numeric" min={limits.minBudget} max={limits.maxBudget} />,
        )}
        {field(
          'city',
          'City',
          <select {...attrs('city')} required>
            <option value="">Choose your city</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field('note', 'Menu ideas or anything else (optional)', <textarea {...attrs('note')} rows={4} maxLength={limits.noteMax} />)}
      {result && result.kind !== 'sent' && (
        <p role="alert" className={form.alert}>
          {result.message}
        </p>
      )}
      {/* a live region present from the start, so the confirmation is announced when it appears */}
      <div role="status" className={result?.kind === 'sent' ? styles.success : undefined}>
        {result?.kind === 'sent' && (
          <>
            <p>{result.message}</p>
            <p>
              Your reference: <strong>{result.reference}</strong>
            </p>
          </>
        )}
      </div>
      {/* enabled once the page's script runs (no time in server HTML), so nothing is sent before it can be handled */}
      <button type="submit" className={form.primary} disabled={now === null || sending !== null}>
        {sending ? 'Sending…' : 'Send enquiry'}
      </button>
      {sending && (
        <StoreIsland>
          <EnquiryFormSubmit key={sending.id} body={sending.body} onDone={onDone} />
        </StoreIsland>
      )}
    </form>
  );
}
