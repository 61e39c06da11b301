import type { OrderPaymentStatus } from '../../lib/payments';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './PaymentStateBadge.module.css';

/** Props of `PaymentStateBadge`. */
export interface PaymentStateBadgeProps {
  /** The order's payment state (`payment.status`). */
  status: OrderPaymentStatus;
  /** The label the API sends with it (`payment.label`, English; a Hindi page names the state itself). */
  label: string;
  /** The order status label shown next to it (English): a payment label saying the same ("Awaiting payment") is not repeated. */
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
  const t = useT('payments');
  const locale = useLocale();
  if (beside === label) return null;
  return (
    <span className={`${styles.badge} ${STATE_CLASS[status] ?? styles.unpaid}`} data-testid="payment-state" data-payment-status={status}>
      {locale === 'en' ? label : t(`state.${status}`)}
    </span>
  );
}
