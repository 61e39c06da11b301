import styles from './bookingForm.module.css';

/** The address of step 2; `area` is the served city/locality found for the pincode. */
export interface AddressValue {
  name: string;
  line1: string;
  landmark: string;
  pincode: string;
}

/** Props of `AddressFields`. */
export interface AddressFieldsProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  area: { city: string; locality: string } | null;
  pincodeMessage: string;
  note: string;
  onNoteChange: (note: string) => void;
  errors: Partial<Record<'name' | 'line1' | 'pincode', string>>;
  /** Label of the note field (default: a note for the chef). */
  noteLabel?: string;
}

/** Issues 5 and 7: the address with pincode (city and locality from our city data) and a note for the provider. */
export default function AddressFields({
  value,
  onChange,
  area,
  pincodeMessage,
  note,
  onNoteChange,
  errors,
  noteLabel = 'Note for the chef (optional)',
}: AddressFieldsProps) {
  const set = (field: keyof AddressValue) => (event: { target: { value: string } }) =>
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
        aria-invalid={field !== 'landmark' && Boolean(errors[field])}
        onChange={set(field)}
      />
      {field !== 'landmark' && errors[field] && <span className={styles.error}>{errors[field]}</span>}
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.cardTitle}>
        Address
      </h2>
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
          aria-invalid={Boolean(errors.pincode || pincodeMessage)}
          aria-describedby="pincode-status"
          onChange={set('pincode')}
        />
        <span
          id="pincode-status"
          role="status"
          className={errors.pincode ? styles.error : area ? styles.ok : pincodeMessage ? styles.error : styles.hint}
        >
          {errors.pincode ?? (area ? `${area.locality}, ${area.city}` : pincodeMessage || 'We check that we serve your area.')}
        </span>
      </div>
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

/**
 * The address problems to show before continuing: contact name, house and street, and a pincode we
 * serve (`area` found by usePincodeArea, else its message).
 */
export function addressErrors(
  value: AddressValue,
  area: { city: string; locality: string } | null,
  pincodeMessage: string,
): Partial<Record<'name' | 'line1' | 'pincode', string>> {
  const errors: Partial<Record<'name' | 'line1' | 'pincode', string>> = {};
  if (value.name.trim().length < 2) errors.name = 'Please enter the contact name';
  if (value.line1.trim().length < 5) errors.line1 = 'Please enter the house / flat number and street';
  if (!area) errors.pincode = pincodeMessage || 'Please enter the 6-digit pincode of the party address';
  return errors;
}

/** The address as a booking draft keeps it: trimmed lines plus the served city and locality. */
export function servedAddress(value: AddressValue, area: { city: string; locality: string }) {
  return {
    name: value.name.trim(),
    line1: value.line1.trim(),
    landmark: value.landmark.trim() || undefined,
    pincode: value.pincode,
    city: area.city,
    locality: area.locality,
  };
}
