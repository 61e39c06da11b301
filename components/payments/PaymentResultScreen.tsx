import type { PaymentMessage } from '../../lib/payments';
import type { PaymentProof } from '../../lib/routes';
import { failureText } from '../../services/errors';
import LoadError from '../common/LoadError';
import LoadingText from '../common/LoadingText';
import MyOrdersLink from './MyOrdersLink';
import PaymentExpired from './PaymentExpired';
import PaymentFailed from './PaymentFailed';
import PaymentPending from './PaymentPending';
import PaymentSuccess from './PaymentSuccess';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { usePaymentResult } from './usePaymentResult';

/** Props of `PaymentResultScreen`. */
export interface PaymentResultScreenProps {
  orderId: string;
  /** What the gateway brought back in the URL (Razorpay Checkout, the sandbox); empty after a dismissal. */
  proof: PaymentProof;
}

/** The h1 the page shows before the server's first answer (also the page's server-rendered heading). */
export const CHECKING_HEADING = 'Checking your payment';

/** What a screen reader hears when the state changes (the live region below). */
const ANNOUNCEMENT: Record<PaymentMessage, string> = {
  PAYMENT_SUCCESS: 'Payment successful.',
  PAYMENT_PENDING: 'We are confirming your payment.',
  PAYMENT_ERROR: 'Payment failed. No money was taken for this attempt.',
  PAYMENT_EXPIRED: 'This order has expired.',
};

/**
 * /pay/result: where the gateway sends the customer back. Sends the proof once, then shows the
 * server's word: confirming (asking again every 3 s), successful (with the order-confirmation popup),
 * failed (Retry) or expired. State changes are announced through one live region that stays in the page.
 */
export default function PaymentResultScreen({ orderId, proof }: PaymentResultScreenProps) {
  const { status, notFound, failure, retry, slow, gaveUp } = usePaymentResult(orderId, proof);

  let view;
  if (status) {
    view = {
      PAYMENT_SUCCESS: <PaymentSuccess status={status} />,
      PAYMENT_PENDING: <PaymentPending status={status} slow={slow} gaveUp={gaveUp} />,
      PAYMENT_ERROR: <PaymentFailed status={status} />,
      PAYMENT_EXPIRED: <PaymentExpired status={status} />,
    }[status.message];
  } else if (notFound) {
    view = (
      <PayFrame heading="Order not found">
        <p className={styles.lead}>We could not find this order in your account. My Orders lists every order you placed.</p>
        <MyOrdersLink />
      </PayFrame>
    );
  } else {
    view = (
      <PayFrame heading={CHECKING_HEADING}>
        {failure ? (
          <LoadError message={failureText(failure, 'We could not check your payment. Please try again in a moment.')} onRetry={retry} />
        ) : (
          <LoadingText text="Loading…" />
        )}
      </PayFrame>
    );
  }

  return (
    <div data-testid="payment-result" data-message={status?.message ?? ''}>
      {view}
      <p role="status" className={styles.srOnly}>
        {status ? ANNOUNCEMENT[status.message] : ''}
      </p>
    </div>
  );
}
