import { useEffect, useRef } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { useLocale, useT } from '../i18n/I18nProvider';
import MyOrdersLink from './MyOrdersLink';
import styles from './payments.module.css';
import { holdText, payLabel, type DueAmount } from './payText';
import { usePayNow } from './usePayNow';

/**
 * What a checkout shows once its order is placed (the order awaits its advance, its slot held):
 * it goes straight on to the payment of the advance ("Redirecting to payment…"). If the payment cannot
 * be opened, the error with a "Pay ₹X" button to try again and My Orders, where the order waits too. Texts: the
 * `payments` domain.
 */
export default function CheckoutPayment({ order }: { order: OrderDetails }) {
  const t = useT('payments');
  const locale = useLocale();
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
        {t.rich('checkout.placed', { number: order.orderNumber, num: (chunks) => <span className={styles.orderNumber}>{chunks}</span> })}
      </p>
      {order.payment.holdExpiresAt && <p className={styles.paragraph}>{holdText(order.payment.holdExpiresAt, t, locale)}.</p>}
      {error && !busy ? (
        <>
          <p role="alert" className={styles.alert}>
            {error}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void pay(order._id, due.kind)}>
              {payLabel(due, t)}
            </button>
            <MyOrdersLink variant="outlined" />
          </div>
        </>
      ) : (
        <p role="status" className={styles.lead}>
          {t('redirecting')}
        </p>
      )}
    </div>
  );
}
