import type { OrderPayment } from '../../lib/contracts/payments';
import { formatRupees } from '../../lib/format';
import PayButton from './PayButton';
import styles from './payments.module.css';

/** Issue 20, 6.10: the line of an order whose payment the bank is still confirming. */
export function confirmingText(confirming: NonNullable<OrderPayment['confirming']>): string {
  const what = confirming.kind === 'balance' ? 'balance' : 'advance';
  return `Your ${what} payment of ${formatRupees(confirming.amount)} is waiting for your bank's confirmation. Please do not pay again.`;
}

/**
 * What an order offers to pay now: "Pay ₹X" / "Pay balance ₹X" (PayButton), or, while a payment the customer made
 * is being confirmed by the bank, says so instead (a second payment would be refunded, and may worry them).
 * Renders nothing when nothing is due and nothing is being confirmed.
 */
export default function PaymentDue({ orderId, payment }: { orderId: string; payment: OrderPayment }) {
  if (payment.confirming) {
    return (
      <p className={styles.paragraph} data-testid="payment-confirming">
        {confirmingText(payment.confirming)}
      </p>
    );
  }
  return payment.due ? <PayButton orderId={orderId} due={payment.due} /> : null;
}
