import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';

/** Props of `PaymentPending`. */
export interface PaymentPendingProps {
  status: PaymentStatusAnswer;
  /** Pending for a while: say so (still no "pay again": a pending payment may still succeed). */
  slow: boolean;
  /** The page stopped asking. */
  gaveUp: boolean;
}

/**
 * The result page while the bank has not confirmed: what is happening, that the page can be
 * closed, and My Orders. Never a second pay button: the pending payment may still go through.
 */
export default function PaymentPending({ status, slow, gaveUp }: PaymentPendingProps) {
  return (
    <PayFrame heading="We are confirming your payment">
      <p className={styles.lead}>
        Your payment for order <span className={styles.orderNumber}>{status.orderNumber}</span> is waiting for your bank&apos;s
        confirmation. Banks can take a few minutes.
      </p>
      <p className={styles.paragraph}>You can close this page: My Orders always shows the true state of your order.</p>
      {slow && !gaveUp && (
        <p className={styles.paragraph}>
          This is taking longer than usual. Please do not pay again: the payment may still go through, and we update your order as soon as
          the bank confirms.
        </p>
      )}
      {gaveUp ? (
        <p className={styles.paragraph}>We have stopped checking on this page. My Orders shows your order as soon as the bank confirms.</p>
      ) : (
        <p className={`${styles.paragraph} ${styles.muted}`}>Checking again every few seconds…</p>
      )}
      <div className={styles.actions}>
        <MyOrdersLink />
      </div>
    </PayFrame>
  );
}
