import type { OrderPayment } from '../../lib/contracts/payments';
import { formatRupees } from '../../lib/format';
import { serviceOfOrderType } from '../../lib/services';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import type { Locale } from '../../lib/i18n/locales';
import PayButton from './PayButton';
import styles from './payments.module.css';

/** The line of an order whose payment the bank is still confirming; with `t` (`payments`) in the page's language. */
export function confirmingText(confirming: NonNullable<OrderPayment['confirming']>, t?: T): string {
  if (t) return t('confirming', { kind: confirming.kind, amount: formatRupees(confirming.amount) });
  const what = confirming.kind === 'topup' ? 'top-up' : confirming.kind === 'balance' ? 'balance' : 'advance';
  return `Your ${what} payment of ${formatRupees(confirming.amount)} is waiting for your bank's confirmation. Please do not pay again.`;
}

/**
 * The line of an order whose balance is unpaid once it can no longer be paid online (online
 * until the service starts, then to the provider, which operations record): the amount and whom to pay (lib/services).
 */
export function balanceOfflineText(orderType: number, balance: number, t?: T, locale: Locale = 'en'): string {
  if (t && locale !== 'en') {
    const key = serviceOfOrderType(orderType)?.key;
    return t('balanceOffline', { amount: formatRupees(balance), who: t(`collector.${key ?? 'other'}`) });
  }
  return `Balance ${formatRupees(balance)} to be paid to ${serviceOfOrderType(orderType)?.collectedBy ?? 'our team'} in cash or by UPI.`;
}

/**
 * What an order offers to pay now: "Pay ₹X" / "Pay balance ₹X" (PayButton), or, while a payment the customer made
 * is being confirmed by the bank, says so instead (a second payment would be refunded, and may worry them).
 * Once the balance can no longer be paid online, says how much is left (the server's `leftToPay`) and whom to pay.
 * Renders nothing when nothing is left, or the order ended.
 */
export default function PaymentDue({ order }: { order: { _id: string; orderType: number; payment: OrderPayment } }) {
  const t = useT('payments');
  const locale = useLocale();
  const { payment } = order;
  if (payment.confirming) {
    return (
      <p className={styles.paragraph} data-testid="payment-confirming">
        {confirmingText(payment.confirming, t)}
      </p>
    );
  }
  if (payment.due) return <PayButton orderId={order._id} due={payment.due} />;
  // the server's one "left to pay" (0 once the order ended), never a sum of our own
  const balance = payment.leftToPay.amount;
  if (payment.leftToPay.ended || balance <= 0) return null;
  return (
    <p className={styles.paragraph} data-testid="balance-offline">
      {balanceOfflineText(order.orderType, balance, t, locale)}
    </p>
  );
}
