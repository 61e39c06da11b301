import { useT } from '../i18n/I18nProvider';
import PayAction from './PayAction';
import { payLabel, type DueAmount } from './payText';
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
 * "Pay ₹X" (the advance) or "Pay balance ₹X": opens a payment attempt and its gateway.
 * While the gateway opens it reads "Redirecting to payment…"; a failure shows under it (role="alert")
 * and the button stays to try again.
 */
export default function PayButton({ orderId, due, variant = 'contained' }: PayButtonProps) {
  const t = useT('payments');
  const { pay, busy, error } = usePayNow();
  return (
    <PayAction
      label={payLabel(due, t)}
      busy={busy}
      error={error}
      onPay={() => void pay(orderId, due.kind)}
      variant={variant}
      testId="pay-button"
    />
  );
}
