import type { SavedAddress } from '../../lib/contracts/addresses';
import { useAddressListQuery } from '../../store/userApi';
import { useT } from '../i18n/I18nProvider';
import styles from './bookingForm.module.css';

/** Props of `SavedAddressPicker`. */
export interface SavedAddressPickerProps {
  /** Called with the address the customer picked; the form copies its fields (the order keeps that copy). */
  onPick: (address: SavedAddress) => void;
  /** The pincode and first line now in the form, to mark the saved address they match. */
  current: { line1: string; pincode: string };
}

/**
 * "Saved addresses" of a booking form: the logged-in customer's address book as buttons; picking one
 * fills the form. Nothing while the book loads, is empty, or cannot be read (the form works without it). Rendered
 * inside StoreIsland (it uses the data layer).
 */
export default function SavedAddressPicker({ onPick, current }: SavedAddressPickerProps) {
  const t = useT('booking');
  const { data } = useAddressListQuery();
  if (!data?.length) return null;
  return (
    <fieldset className={styles.slots} aria-label={t('address.saved')} data-testid="saved-addresses" style={{ marginBottom: 12 }}>
      <legend className={styles.label} style={{ marginBottom: 4 }}>
        {t('address.saved')}
      </legend>
      {data.map((address) => (
        <button
          key={address._id}
          type="button"
          className={styles.slot}
          aria-pressed={address.line1 === current.line1.trim() && address.pincode === current.pincode.trim()}
          onClick={() => onPick(address)}
        >
          <strong>{address.label}</strong>: {address.line1}, {address.pincode}
          {address.notice && <span className={styles.error}> ({address.notice})</span>}
        </button>
      ))}
    </fieldset>
  );
}
