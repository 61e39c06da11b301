import { useEffect, useRef, useState } from 'react';
import type { DraftBusiness } from '../../store/drafts';
import styles from '../common/bookingForm.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';
import { BUSINESS_NAME_MAX, businessErrorText, businessErrors } from './businessInvoice';
import own from './BusinessInvoice.module.css';

/** Props of `BusinessInvoiceFields`. */
export interface BusinessInvoiceFieldsProps {
  /** As kept in the booking draft; undefined until the customer first opens it. */
  value: DraftBusiness | undefined;
  onChange: (value: DraftBusiness) => void;
  /** Show every field's error now (the customer pressed Confirm), not only those of fields they left. */
  showErrors: boolean;
}

/** The ids of the two inputs (Confirm focuses the first one refused). */
export const BUSINESS_FIELD_IDS = { name: 'business-name', gstin: 'business-gstin' } as const;

/**
 * "Add GSTIN for a business invoice": collapsed until the customer opens it, then the registered name and the GSTIN
 * (spaces dropped and letters capitalised as typed, checked with lib/tax/gstin: shape, state code, check character;
 * an error shows once the field is left or Confirm is pressed) and "Remove", which closes it again so the booking carries none. Plain elements and
 * CSS modules: no MUI and no zod on the checkout's first load. Texts: the `checkout` domain.
 */
export default function BusinessInvoiceFields({ value, onChange, showErrors }: BusinessInvoiceFieldsProps) {
  const t = useT('checkout');
  const locale = useLocale();
  const [left, setLeft] = useState<Partial<Record<'name' | 'gstin', boolean>>>({});
  // where focus goes after the customer opens (the name field) or removes (the button that opens it again) it
  const focusNext = useRef<'name' | 'toggle' | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const current = value ?? { open: false, name: '', gstin: '' };
  const errors = businessErrors(current);
  // after the render that shows the draft's change (the fields, or the button again). The draft store may notify a
  // moment later than another state change re-renders the checkout, so a render that does not show the target yet
  // keeps the wish for the next one instead of dropping it.
  useEffect(() => {
    const target =
      focusNext.current === 'name'
        ? document.getElementById(BUSINESS_FIELD_IDS.name)
        : focusNext.current === 'toggle'
          ? toggleRef.current
          : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });
  if (!current.open) {
    return (
      <section className={`${styles.card} ${own.closed}`} aria-label={t('business.label')}>
        <button
          ref={toggleRef}
          type="button"
          className={own.toggle}
          aria-expanded="false"
          onClick={() => {
            focusNext.current = 'name';
            onChange({ ...current, open: true });
          }}
        >
          {t('business.add')}
        </button>
      </section>
    );
  }
  const field = (key: 'name' | 'gstin', label: string, extra: Record<string, unknown>, normalise = (typed: string) => typed) => {
    const error = (showErrors || left[key]) && errors[key];
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={BUSINESS_FIELD_IDS[key]}>
          {label}
        </label>
        <input
          id={BUSINESS_FIELD_IDS[key]}
          className={styles.input}
          value={current[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${BUSINESS_FIELD_IDS[key]}-error` : undefined}
          onChange={(event) => onChange({ ...current, [key]: normalise(event.target.value) })}
          onBlur={() => setLeft((was) => ({ ...was, [key]: true }))}
          {...extra}
        />
        {error && (
          <span id={`${BUSINESS_FIELD_IDS[key]}-error`} className={styles.error}>
            {businessErrorText(key, error, locale, t)}
          </span>
        )}
      </div>
    );
  };
  return (
    <section className={styles.card} aria-labelledby="business-invoice-heading">
      <h2 id="business-invoice-heading" className={styles.cardTitle}>
        {t('business.heading')}
      </h2>
      <p className={styles.hint}>{t('business.hint')}</p>
      {field('name', t('business.name'), { maxLength: BUSINESS_NAME_MAX, autoComplete: 'organization' })}
      {/* no maxLength: a pasted GSTIN with spaces would lose its last character; spaces go, letters are capitals */}
      {field(
        'gstin',
        t('business.gstin'),
        { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, className: `${styles.input} ${own.gstin}` },
        (typed) => typed.replace(/\s/g, '').toUpperCase(),
      )}
      <button
        type="button"
        className={own.remove}
        onClick={() => {
          setLeft({});
          focusNext.current = 'toggle';
          onChange({ open: false, name: '', gstin: '' });
        }}
      >
        {t('business.remove')}
      </button>
    </section>
  );
}
