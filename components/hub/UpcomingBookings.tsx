import { ORDER_STATUS } from '../../lib/constants';
import { istDate } from '../../lib/dates';
import { formatDate } from '../../lib/format';
import { orderPagePath, ROUTES } from '../../lib/routes';
import { useOrderListQuery } from '../../store/ordersApi';
import RouterLink from '../common/RouterLink';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './ServicesHub.module.css';

/** Statuses of a booking still to come. */
const UPCOMING: readonly number[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];
/** How many the hub lists; My Orders has them all. */
const SHOWN = 3;

/**
 * The logged-in customer's next bookings on the hub, from the first page of My Orders: those
 * still to come (today or later, not cancelled, completed or expired), soonest first, each linking to its order.
 * Loaded in the browser only (a StoreIsland), so the hub's server HTML is the same for everyone.
 */
export default function UpcomingBookings() {
  const query = useOrderListQuery(1);
  const t = useT('hub');
  const locale = useLocale();
  if (query.isLoading) return <p className={styles.muted}>{t('loadingBookings')}</p>;
  if (query.isError || !query.data) return <p className={styles.muted}>{t('bookingsError')}</p>;
  const today = istDate(new Date());
  const upcoming = query.data
    .filter((order) => UPCOMING.includes(order.status) && order.eventDate >= today)
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
    .slice(0, SHOWN);
  return (
    <>
      {upcoming.length === 0 ? (
        <p className={styles.muted}>{t('noUpcoming')}</p>
      ) : (
        <ul className={styles.bookings}>
          {upcoming.map((order) => (
            <li key={order._id}>
              <RouterLink href={orderPagePath(order._id)}>
                <strong>{order.service}</strong> · {formatDate(order.eventDate, locale)}, {order.slot.label} · {order.statusLabel}
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      <p>
        <RouterLink href={ROUTES.orderList}>{t('seeAll')}</RouterLink>
      </p>
    </>
  );
}
