import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import { formatRupees } from '../../lib/format';
import { orderPagePath } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { REDIRECTING_TEXT } from './payText';
import { usePayNow } from './usePayNow';

/**
 * The result page after a failed payment: nothing was taken, and Retry opens a new attempt
 * for what is still due (when anything is: a cancelled order has nothing to pay), then My Orders.
 */
export default function PaymentFailed({ status }: { status: PaymentStatusAnswer }) {
  const { pay, busy, error } = usePayNow();
  const { due } = status;
  return (
    <PayFrame heading="Payment failed">
      <p className={styles.lead}>No money was taken for this attempt. If money left your account it is returned automatically.</p>
      <p className={styles.paragraph}>
        Order <span className={styles.orderNumber}>{status.orderNumber}</span>
        {due && <>: {formatRupees(due.amount)} still to pay.</>}
      </p>
      <div className={styles.actions}>
        {due && (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void pay(status.orderId, due.kind)}
          >
            {busy ? REDIRECTING_TEXT : 'Retry'}
          </button>
        )}
        {/* a tip is offered again on its order's page (nothing is due on the order, so no Retry here) */}
        {status.attempt?.kind === 'tip' && (
          <ButtonLink href={orderPagePath(status.orderId)} size="large">
            Back to your order
          </ButtonLink>
        )}
        <MyOrdersLink variant="outlined" />
      </div>
      {error && (
        <p role="alert" className={styles.alert} style={{ marginTop: 16 }}>
          {error}
        </p>
      )}
    </PayFrame>
  );
}
