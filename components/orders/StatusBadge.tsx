import { ORDER_STATUS } from '../../lib/constants';
import styles from './StatusBadge.module.css';

/** Props of `StatusBadge`. */
export interface StatusBadgeProps {
  /** Order status code (lib/constants ORDER_STATUS). */
  status: number;
  /** The label the API sends with it (`statusLabel`). */
  label: string;
}

/** Colour class of each status; an unknown code gets the neutral look. */
const STATUS_CLASS: Record<number, string | undefined> = {
  [ORDER_STATUS.AWAITING_PAYMENT]: styles.awaitingPayment,
  [ORDER_STATUS.BOOKED]: styles.booked,
  [ORDER_STATUS.ACCEPTED]: styles.accepted,
  [ORDER_STATUS.IN_PROGRESS]: styles.inProgress,
  [ORDER_STATUS.COMPLETED]: styles.completed,
  [ORDER_STATUS.CANCELLED]: styles.cancelled,
  [ORDER_STATUS.EXPIRED]: styles.expired,
};

/** An order's status as a coloured pill: each status its own colour, completed green, cancelled and expired grey. */
export default function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${STATUS_CLASS[status] ?? styles.other}`} data-testid="order-status" data-status={status}>
      {label}
    </span>
  );
}
