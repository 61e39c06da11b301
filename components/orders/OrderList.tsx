import { useOrderListQuery } from '../../store/ordersApi';
import { useT } from '../i18n/I18nProvider';
import QueryFallback from '../common/QueryFallback';
import OrderCard from './OrderCard';
import styles from './OrderCard.module.css';
import OrdersEmpty from './OrdersEmpty';

/**
 * The logged-in customer's orders, newest first as the API returns them: loading text, an error
 * with "Try again", the empty state, or a list of order cards. Mount only while logged in.
 */
export default function OrderList() {
  const t = useT('orders');
  const query = useOrderListQuery(1, { refetchOnMountOrArgChange: true });
  if (!query.data) return <QueryFallback query={query} loading={t('list.loading')} failure={t('list.failed')} />;
  if (query.data.length === 0) return <OrdersEmpty />;
  return (
    <ul className={styles.list} data-testid="order-list">
      {query.data.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
