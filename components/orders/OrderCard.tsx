import { formatDate, formatRupees } from '../../lib/format';
import type { OrderSummary } from '../../lib/contracts/orders';
import RouterLink from '../common/RouterLink';
import styles from './OrderCard.module.css';
import { orderDetailsHref } from './orderPaths';
import StatusBadge from './StatusBadge';

/** One order in the list: a card linking to its page, with service, number, date, people, status and total. */
export default function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <RouterLink href={orderDetailsHref(order._id)} className={styles.card} data-testid="order-card">
      <span className={styles.top}>
        <span className={styles.service}>{order.service}</span>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </span>
      <span className={styles.number}>Order {order.orderNumber}</span>
      <span className={styles.when}>
        {formatDate(order.eventDate)}, {order.slot.label}
      </span>
      {order.people !== null && <span className={styles.detail}>{order.people} people</span>}
      <span className={styles.total}>Total {formatRupees(order.total)}</span>
    </RouterLink>
  );
}
