import { useEffect, useRef } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import MyOrdersLink from './MyOrdersLink';
import styles from './payments.module.css';
import { holdText, payLabel, REDIRECTING_TEXT, type DueAmount } from './payText';
import { usePayNow } from './usePayNow';

/**
 * What a checkout shows once its order is placed (the order awaits its advance, its slot held):
 * it goes straight on to the payment of the advance ("Redirecting to payment…"). If the payment cannot
 * be opened, the error with a "Pay ₹X" button to try again and My Orders, where the order waits too.
 */
export default function CheckoutPayment({ order }: { order: OrderDetails }) {
  const { pay, busy, error } = usePayNow();
  const started = useRef(false);
  const due: DueAmount = order.payment.due ?? { kind: 'advance', amount: order.advance };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pay(order._id, due.kind);
  }, [pay, order._id, due.kind]);

  return (
    <div data-testid="checkout-payment">
      <p className={styles.lead}>
        Your order <span className={styles.orderNumber}>{order.orderNumber}</span> is placed. Pay the advance to book it.
      </p>
      {order.payment.holdExpiresAt && <p className={styles.paragraph}>{holdText(order.payment.holdExpiresAt)}.</p>}
      {error && !busy ? (
        <>
          <p role="alert" className={styles.alert}>
            {error}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void pay(order._id, due.kind)}>
              {payLabel(due)}
            </button>
            <MyOrdersLink variant="outlined" />
          </div>
        </>
      ) : (
        <p role="status" className={styles.lead}>
          {REDIRECTING_TEXT}
        </p>
      )}
    </div>
  );
}
