import { ORDER_STATUS } from '../../lib/constants';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './StatusBadge.module.css';

/** Props of `StatusBadge`. */
export interface StatusBadgeProps {
  /** Order status code (lib/constants ORDER_STATUS). */
  status: number;
  /** The label the API sends with it (`statusLabel`, English; a Hindi page names the status by its code). */
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
  const t = useT('orders');
  const locale = useLocale();
  return (
    <span className={`${styles.badge} ${STATUS_CLASS[status] ?? styles.other}`} data-testid="order-status" data-status={status}>
      {locale === 'en' || STATUS_CLASS[status] === undefined ? label : t(`status.${status}`)}
    </span>
  );
}
