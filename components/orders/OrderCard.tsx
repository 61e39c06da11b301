import { formatDate, formatRupees } from '../../lib/format';
import type { OrderSummary } from '../../lib/contracts/orders';
import RouterLink from '../common/RouterLink';
import PaymentDue from '../payments/PaymentDue';
import PaymentStateBadge from '../payments/PaymentStateBadge';
import styles from './OrderCard.module.css';
import { orderPagePath } from '../../lib/routes';
import StatusBadge from './StatusBadge';
import { slotIdLabel } from '../../lib/slotLabel';
import { useLocale, useT } from '../i18n/I18nProvider';

/**
 * One order in the list: a card whose link leads to its page (service, number, date, people, status with the payment
 * state, total) and, while something is payable online, its "Pay ₹X" / "Pay balance ₹X" button below the link (a
 * button never sits inside a link), or that a payment made is waiting for the bank's confirmation.
 */
export default function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT('orders');
  const locale = useLocale();
  const { due, confirming, leftToPay } = order.payment;
  return (
    <div className={styles.frame}>
      <RouterLink href={orderPagePath(order._id)} className={styles.card} data-testid="order-card">
        <span className={styles.top}>
          <span className={styles.service}>{locale === 'en' ? order.service : t(`type.${order.orderType}`)}</span>
          <span className={styles.badges}>
            <StatusBadge status={order.status} label={order.statusLabel} />
            <PaymentStateBadge status={order.payment.status} label={order.payment.label} beside={order.statusLabel} />
          </span>
        </span>
        <span className={styles.number}>{t('card.number', { number: order.orderNumber })}</span>
        <span className={styles.when}>
          {t('when', { date: formatDate(order.eventDate, locale), slot: slotIdLabel(order.slot.id, order.slot.label, locale) })}
        </span>
        {order.people !== null && <span className={styles.detail}>{t('card.people', { count: order.people })}</span>}
        <span className={styles.total}>{t('card.total', { amount: formatRupees(order.total) })}</span>
      </RouterLink>
      {(due || confirming || leftToPay.amount > 0) && (
        <div className={styles.pay}>
          <PaymentDue order={order} />
        </div>
      )}
    </div>
  );
}
