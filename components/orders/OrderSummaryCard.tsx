import type { ReactNode } from 'react';
import { formatDate, formatRupees } from '../../lib/format';
import type { OrderDetails } from '../../lib/contracts/orders';
import styles from './OrderDetails.module.css';
import StatusBadge from './StatusBadge';

/** Props of `OrderSummaryCard`. */
export interface OrderSummaryCardProps {
  order: OrderDetails;
  /** Buttons under the facts (contact the provider, cancel). */
  actions?: ReactNode;
}

/** The top of an order's page: its number to quote on WhatsApp, service, status, date and slot, guests and refund. */
export default function OrderSummaryCard({ order, actions }: OrderSummaryCardProps) {
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
          <dd>
            <StatusBadge status={order.status} label={order.statusLabel} />
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
            <dd>{order.people} people</dd>
          </div>
        )}
      </dl>
      {order.refundAmount !== null && (
        <p className={styles.refund} data-testid="order-refund">
          Refund: {formatRupees(order.refundAmount)}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
