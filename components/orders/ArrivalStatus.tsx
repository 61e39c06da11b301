import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees, formatTime } from '../../lib/format';
import { PUNCTUALITY_PROMISE } from '../../lib/punctuality';
import { failureText } from '../../services/errors';
import { useOrderCancelNoShowMutation } from '../../store/ordersApi';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `ArrivalStatus`. */
export interface ArrivalStatusProps {
  order: Pick<OrderDetails, '_id' | 'arrival'>;
  /** Called with the API's message once the order is cancelled (the order page shows it). */
  onCancelled: (message: string) => void;
}

/**
 * The on-time promise on the order page: "On the way" once the provider said so, "Arrived at 6:52 PM" (IST) once
 * they arrived, and when nobody arrived within the hour, "Cancel: full refund" (the server re-checks the clock).
 * The promise itself is stated beneath.
 */
export default function ArrivalStatus({ order, onCancelled }: ArrivalStatusProps) {
  const [cancel, { isLoading, isError, error }] = useOrderCancelNoShowMutation();
  const [confirming, setConfirming] = useState(false);
  const arrival = order.arrival;
  const confirm = async () => {
    const result = await cancel(order._id);
    if ('data' in result && result.data) onCancelled(result.data.message);
  };
  return (
    <section className={styles.section} aria-label="Arrival" data-testid="order-arrival">
      {arrival?.arrivedAt ? (
        <p className={styles.paragraph} data-testid="order-arrived">
          Arrived at {formatTime(arrival.arrivedAt)}
        </p>
      ) : (
        arrival?.onTheWayAt && (
          <p className={styles.paragraph} data-testid="order-on-the-way">
            On the way
          </p>
        )
      )}
      {arrival?.canCancelNoShow && (
        <div>
          <p className={styles.paragraph}>Nobody has arrived yet. We are sorry.</p>
          {confirming ? (
            <p className={styles.paragraph}>
              Cancel this order? {formatRupees(arrival.noShowRefund)} comes back to you.{' '}
              <button type="button" className={`${ui.button} ${ui.contained}`} disabled={isLoading} onClick={() => void confirm()}>
                {isLoading ? 'Cancelling…' : 'Yes, cancel'}
              </button>
            </p>
          ) : (
            <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => setConfirming(true)}>
              Cancel: full refund
            </button>
          )}
          {isError && (
            <p role="alert" className={styles.error}>
              {failureText(error, 'Could not cancel the order. Please try again.')}
            </p>
          )}
        </div>
      )}
      <p className={styles.paragraph} data-testid="order-punctuality-promise">
        {PUNCTUALITY_PROMISE}
      </p>
    </section>
  );
}
