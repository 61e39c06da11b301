import { lazy } from 'react';
import type { AddressForm } from '../../store/drafts';
import StoreIsland from '../../store/StoreIsland';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { preloadAddressRules, type AddressField } from './address';
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
  /** Label of the note field (default: a note for the chef). */
  noteLabel?: string;
}

/**
 * The address with pincode (checked as it is typed: city and locality from our city
 * data, or the message when we do not serve it) and a note for the provider. A logged-in customer also
 * gets their saved addresses (picking one fills the fields) and "Save this address to my account".
 */
export default function AddressFields({
  value,
  onChange,
  pincode,
  note,
  onNoteChange,
  errors,
  noteLabel = 'Note for the chef (optional)',
}: AddressFieldsProps) {
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
      {errors[field] && <span className={styles.error}>{errors[field]}</span>}
    </div>
  );
  const statusClass = errors.pincode ? styles.error : pincode.area ? styles.ok : pincode.message ? styles.error : styles.hint;
  return (
    <section className={styles.card} aria-labelledby="address-heading" onFocus={preloadAddressRules}>
      <h2 id="address-heading" className={styles.cardTitle}>
        Address
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
      {text('name', 'Contact name', 'name')}
      {text('line1', 'House / flat number, building and street', 'street-address')}
      {text('landmark', 'Landmark (optional)', 'off')}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="address-pincode">
          Pincode
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
          {errors.pincode ??
            (value.pincode.length === 6 ? (
              <StoreIsland fallback="Checking the pincode…">
                <PincodeLookup pincode={value.pincode} onResult={pincode.onResult} />
              </StoreIsland>
            ) : (
              'We check that we serve your area.'
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
          Save this address to my account
        </label>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="chef-note">
          {noteLabel}
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
