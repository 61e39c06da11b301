import { lazy } from 'react';
import type { AddressForm } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { useLocale, useT } from '../i18n/I18nProvider';
import { addressErrorText, preloadAddressRules, type AddressField } from './address';
import styles from './bookingForm.module.css';
import type { PincodeState } from './usePincodeCheck';

const PincodeLookup = lazy(() => import('./PincodeLookup'));
const SavedAddressPicker = lazy(() => import('./SavedAddressPicker'));

/** Props of `AddressFields`. */
export interface AddressFieldsProps {
  value: AddressForm;
  onChange: (value: AddressForm) => void;
  /** The pincode check of the form (usePincodeCheck). */
  pincode: PincodeState;
  note: string;
  onNoteChange: (note: string) => void;
  errors: Partial<Record<AddressField, string>>;
  /** Label of the note field (default: a note for the chef, in the page's language). */
  noteLabel?: string;
}

/**
 * The address with pincode (checked as it is typed: city and locality from our city
 * data, or the message when we do not serve it) and a note for the provider. A logged-in customer also
 * gets their saved addresses (picking one fills the fields) and "Save this address to my account". Texts: the
 * `booking` domain; errors in the page's language (addressErrorText).
 */
export default function AddressFields({ value, onChange, pincode, note, onNoteChange, errors, noteLabel }: AddressFieldsProps) {
  const t = useT('booking');
  const locale = useLocale();
  const errorText = (field: AddressField) => errors[field] && addressErrorText(field, errors[field], locale, t);
  const isLoggedIn = useIsLoggedIn();
  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: field === 'pincode' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value });
  const text = (field: 'name' | 'line1' | 'landmark', label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`address-${field}`}>
        {label}
      </label>
      <input
        id={`address-${field}`}
        className={styles.input}
        value={value[field]}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errors[field])}
        onChange={set(field)}
      />
      {errors[field] && <span className={styles.error}>{errorText(field)}</span>}
    </div>
  );
  const statusClass = errors.pincode ? styles.error : pincode.area ? styles.ok : pincode.message ? styles.error : styles.hint;
  return (
    <section className={styles.card} aria-labelledby="address-heading" onFocus={preloadAddressRules}>
      <h2 id="address-heading" className={styles.cardTitle}>
        {t('address.heading')}
      </h2>
      {isLoggedIn && (
        <StoreIsland>
          <SavedAddressPicker
            current={value}
            onPick={(saved) =>
              onChange({ name: saved.name, line1: saved.line1, landmark: saved.landmark ?? '', pincode: saved.pincode, save: false })
            }
          />
        </StoreIsland>
      )}
      {text('name', t('address.name'), 'name')}
      {text('line1', t('address.line1'), 'street-address')}
      {text('landmark', t('address.landmark'), 'off')}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="address-pincode">
          {t('address.pincode')}
        </label>
        <input
          id="address-pincode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          value={value.pincode}
          aria-invalid={Boolean(errors.pincode || pincode.message)}
          aria-describedby="pincode-status"
          onChange={set('pincode')}
        />
        <span id="pincode-status" role="status" className={statusClass}>
          {errorText('pincode') ??
            (value.pincode.length === 6 ? (
              <StoreIsland fallback={t('address.checking')}>
                <PincodeLookup pincode={value.pincode} onResult={pincode.onResult} />
              </StoreIsland>
            ) : (
              t('address.checkHint')
            ))}
        </span>
      </div>
      {isLoggedIn && (
        <label className={styles.field} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <input
            type="checkbox"
            checked={value.save === true}
            onChange={(event) => onChange({ ...value, save: event.target.checked })}
            style={{ width: 20, height: 20 }}
          />
          {t('address.save')}
        </label>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="chef-note">
          {noteLabel ?? t('address.noteChef')}
        </label>
        <textarea
          id="chef-note"
          className={styles.input}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => onNoteChange(e.target.value)}
        />
      </div>
    </section>
  );
}
