import styles from './payments.module.css';
import { payLabel, REDIRECTING_TEXT, type DueAmount } from './payText';
import { usePayNow } from './usePayNow';

/** Props of `PayButton`. */
export interface PayButtonProps {
  orderId: string;
  /** What is payable now (the order's `payment.due`): labels the button and is what it pays. */
  due: DueAmount;
  /** Contained (the page's main action, default) or outlined. */
  variant?: 'contained' | 'outlined';
}

/**
 * "Pay ₹X" (the advance) or "Pay balance ₹X" (issue 12): opens a payment attempt and its gateway.
 * While the gateway opens it reads "Redirecting to payment…"; a failure shows under it (role="alert")
 * and the button stays to try again.
 */
export default function PayButton({ orderId, due, variant = 'contained' }: PayButtonProps) {
  const { pay, busy, error } = usePayNow();
  return (
    <div className={styles.payButton}>
      <button
        type="button"
        className={variant === 'contained' ? styles.primary : styles.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void pay(orderId, due.kind)}
        data-testid="pay-button"
      >
        {busy ? REDIRECTING_TEXT : payLabel(due)}
      </button>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </div>
  );
}
