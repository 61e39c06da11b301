import type { OrderPaymentStatus } from '../../lib/payments';
import styles from './PaymentStateBadge.module.css';

/** Props of `PaymentStateBadge`. */
export interface PaymentStateBadgeProps {
  /** The order's payment state (`payment.status`). */
  status: OrderPaymentStatus;
  /** The label the API sends with it (`payment.label`). */
  label: string;
  /** The order status label shown next to it: a payment label saying the same ("Awaiting payment") is not repeated. */
  beside?: string;
}

/** Colour class of each payment state. */
const STATE_CLASS: Record<OrderPaymentStatus, string | undefined> = {
  awaiting_payment: styles.awaiting,
  balance_due: styles.balanceDue,
  paid: styles.paid,
  partly_refunded: styles.refunded,
  refunded: styles.refunded,
  unpaid: styles.unpaid,
  advance_kept: styles.unpaid,
};

/** An order's payment state as a pill beside its status badge: "Awaiting payment", "Paid", "Refunded"… */
export default function PaymentStateBadge({ status, label, beside }: PaymentStateBadgeProps) {
  if (beside === label) return null;
  return (
    <span className={`${styles.badge} ${STATE_CLASS[status] ?? styles.unpaid}`} data-testid="payment-state" data-payment-status={status}>
      {label}
    </span>
  );
}
