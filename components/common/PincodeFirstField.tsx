import { lazy, useEffect, useRef } from 'react';
import { readLastPincode, rememberPincode } from '../../client/lastPincode';
import StoreIsland from '../../store/StoreIsland';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { useT } from '../i18n/I18nProvider';
import styles from './bookingForm.module.css';

const DefaultPincode = lazy(() => import('./DefaultPincode'));

/** Props of `PincodeFirstField`. */
export interface PincodeFirstFieldProps {
  /** The flow's pincode (the same value its address form shows, so it carries over). */
  pincode: string;
  /** `prefill`: a suggestion, not typed (see DateSlotAvailability). */
  onChange: (pincode: string, prefill?: boolean) => void;
  error?: string;
}

/**
 * The pincode asked before the date and slot (who can come depends on where the party is). Starts from the last
 * pincode typed in this tab, else the logged-in customer's default address; the flow keeps it in its address, so the
 * address form shows the same pincode. Texts: the `booking` domain (`error` in the page's language).
 */
export default function PincodeFirstField({ pincode, onChange, error }: PincodeFirstFieldProps) {
  const t = useT('booking');
  const isLoggedIn = useIsLoggedIn();
  // set once the customer types or a prefill lands: a later prefill (the address book answering) never overwrites it
  const prefilled = useRef(false);
  const prefill = (found: string) => {
    if (prefilled.current) return;
    prefilled.current = true;
    onChange(found, true);
  };
  useEffect(() => {
    const last = readLastPincode();
    // the draft's own pincode comes first (the flow checks the stored draft too)
    if (last && !pincode) prefill(last);
    // once, when the field first shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="slot-pincode">
        {t('pincodeFirst.label')}
      </label>
      <input
        id="slot-pincode"
        className={styles.input}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={pincode}
        aria-invalid={Boolean(error)}
        aria-describedby="slot-pincode-hint"
        onChange={(e) => {
          const typed = e.target.value.replace(/\D/g, '').slice(0, 6);
          prefilled.current = true;
          rememberPincode(typed);
          onChange(typed);
        }}
      />
      <span id="slot-pincode-hint" className={error ? styles.error : styles.hint}>
        {error ?? t('pincodeFirst.hint')}
      </span>
      {isLoggedIn && !pincode && (
        <StoreIsland>
          <DefaultPincode onFound={prefill} />
        </StoreIsland>
      )}
    </div>
  );
}
