import type { ReactNode } from 'react';
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
  return (
    <section className={styles.summary}>
      <p className={styles.numberLabel}>Order number</p>
      <p className={styles.orderNumber} data-testid="order-number">
        {order.orderNumber}
      </p>
      <p className={styles.hint}>Quote this number on WhatsApp</p>
      <dl className={styles.facts}>
        <div>
          <dt>Service</dt>
          <dd data-testid="order-service">{order.service}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={styles.badges}>
            <StatusBadge status={order.status} label={order.statusLabel} />
            <PaymentStateBadge status={order.payment.status} label={order.payment.label} beside={order.statusLabel} />
          </dd>
        </div>
        <div>
          <dt>Date and time</dt>
          <dd data-testid="order-when">
            {formatDate(order.eventDate)}, {order.slot.label}
          </dd>
        </div>
        {order.people !== null && (
          <div>
            <dt>Guests</dt>
            <dd>
              {order.people} people
              {order.inviteGuests != null && (
                <span className={styles.inviteGuests} data-testid="invite-guests">
                  Your invite says {order.inviteGuests} guests
                </span>
              )}
              {order.inviteSync && <InviteSyncButton orderId={order._id} offer={order.inviteSync} onSynced={onInviteSynced} />}
            </dd>
          </div>
        )}
      </dl>
      {order.status === ORDER_STATUS.AWAITING_PAYMENT && order.payment.holdExpiresAt && (
        <p className={styles.hold} data-testid="order-hold">
          {holdText(order.payment.holdExpiresAt)}
        </p>
      )}
      {order.refundAmount !== null && (
        <p className={styles.refund} data-testid="order-refund">
          Refund: {formatRupees(order.refundAmount)}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
