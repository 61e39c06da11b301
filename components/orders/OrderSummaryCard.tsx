import type { ReactNode } from 'react';
import { slotIdLabel } from '../../lib/slotLabel';
import { useLocale, useT } from '../i18n/I18nProvider';
import { formatDate, formatRupees } from '../../lib/format';
import type { OrderDetails } from '../../lib/contracts/orders';
import { ORDER_STATUS } from '../../lib/constants';
import PaymentStateBadge from '../payments/PaymentStateBadge';
import { holdText } from '../payments/payText';
import styles from './OrderDetails.module.css';
import InviteSyncButton from './InviteSyncButton';
import StatusBadge from './StatusBadge';

/** Props of `OrderSummaryCard`. */
export interface OrderSummaryCardProps {
  order: OrderDetails;
  /** Buttons under the facts (contact the provider, cancel). */
  actions?: ReactNode;
  /** Shows the answer of a sync to the invite on the page: the button leaves with the synced order's offer. */
  onInviteSynced?: (message: string) => void;
}

/**
 * The top of an order's page: its number to quote on WhatsApp, service, status and payment state, date and slot, guests,
 * until when an unpaid order holds its slot, and the refund.
 */
export default function OrderSummaryCard({ order, actions, onInviteSynced }: OrderSummaryCardProps) {
  const t = useT('orders');
  const pay = useT('payments');
  const locale = useLocale();
  return (
    <section className={styles.summary}>
      <p className={styles.numberLabel}>{t('summary.numberLabel')}</p>
      <p className={styles.orderNumber} data-testid="order-number">
        {order.orderNumber}
      </p>
      <p className={styles.hint}>{t('summary.quote')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('summary.service')}</dt>
          <dd data-testid="order-service">{locale === 'en' ? order.service : t(`type.${order.orderType}`)}</dd>
        </div>
        <div>
          <dt>{t('summary.status')}</dt>
          <dd className={styles.badges}>
            <StatusBadge status={order.status} label={order.statusLabel} />
            <PaymentStateBadge status={order.payment.status} label={order.payment.label} beside={order.statusLabel} />
          </dd>
        </div>
        <div>
          <dt>{t('summary.when')}</dt>
          <dd data-testid="order-when">
            {t('when', { date: formatDate(order.eventDate, locale), slot: slotIdLabel(order.slot.id, order.slot.label, locale) })}
          </dd>
        </div>
        {order.people !== null && (
          <div>
            <dt>{t('summary.guests')}</dt>
            <dd>
              {t('summary.people', { count: order.people })}
              {order.inviteGuests != null && (
                <span className={styles.inviteGuests} data-testid="invite-guests">
                  {t('summary.inviteGuests', { count: order.inviteGuests })}
                </span>
              )}
              {order.inviteSync && <InviteSyncButton orderId={order._id} offer={order.inviteSync} onSynced={onInviteSynced} />}
            </dd>
          </div>
        )}
      </dl>
      {order.status === ORDER_STATUS.AWAITING_PAYMENT && order.payment.holdExpiresAt && (
        <p className={styles.hold} data-testid="order-hold">
          {holdText(order.payment.holdExpiresAt, pay, locale)}
        </p>
      )}
      {order.refundAmount !== null && (
        <p className={styles.refund} data-testid="order-refund">
          {t('summary.refund', { amount: formatRupees(order.refundAmount) })}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
