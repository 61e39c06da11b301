import styles from './payments.module.css';
import { useT } from '../i18n/I18nProvider';

/** Props of `PayAction`. */
export interface PayActionProps {
  /** The button's text while idle: "Pay ₹X", "Pay balance ₹X". */
  label: string;
  /** From the click until the browser has left for the gateway (or the attempt failed). */
  busy: boolean;
  /** Why the last try failed, shown under the button; null while none did. */
  error: string | null;
  onPay: () => void;
  /** Contained (the page's main action, default) or outlined. */
  variant?: 'contained' | 'outlined';
  testId: string;
}

/**
 * A pay button as every payment screen shows it (an order's advance or balance; a co-host's share): `label`, or
 * "Redirecting to payment…" while busy (disabled, aria-busy), and the failure under it (role="alert"), the button
 * staying to try again. Presentation only: the caller opens the attempt and its gateway.
 */
export default function PayAction({ label, busy, error, onPay, variant = 'contained', testId }: PayActionProps) {
  const t = useT('payments');
  return (
    <div className={styles.payButton}>
      <button
        type="button"
        className={variant === 'contained' ? styles.primary : styles.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={onPay}
        data-testid={testId}
      >
        {busy ? t('redirecting') : label}
      </button>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </div>
  );
}
