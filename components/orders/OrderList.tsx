import { fetchMyOrders } from '../../services/orders';
import { NetworkError } from '../../services/errors';
import OrderCard from './OrderCard';
import styles from './OrderCard.module.css';
import LoadError from './LoadError';
import LoadingText from './LoadingText';
import OrdersEmpty from './OrdersEmpty';
import { useOrdersRequest } from './useOrdersRequest';

/**
 * The logged-in customer's orders, newest first as the API returns them: loading text, an error
 * with "Try again", the empty state, or a list of order cards. Mount only while logged in.
 */
export default function OrderList() {
  const { state, retry } = useOrdersRequest(1, fetchMyOrders);

  if (state.phase === 'loading') return <LoadingText text="Loading your orders…" />;
  if (state.phase === 'failed') {
    const message =
      state.error instanceof NetworkError ? state.error.message : 'We could not load your orders. Please try again in a moment.';
    return <LoadError message={message} onRetry={retry} />;
  }
  if (state.data.length === 0) return <OrdersEmpty />;
  return (
    <ul className={styles.list} data-testid="order-list">
      {state.data.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
