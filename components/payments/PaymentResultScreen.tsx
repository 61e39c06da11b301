import type { PaymentMessage } from '../../lib/payments';
import type { PaymentProof } from '../../lib/routes';
import { failureText } from '../../services/errors';
import LoadError from '../common/LoadError';
import LoadingText from '../common/LoadingText';
import { useLocale, useT } from '../i18n/I18nProvider';
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

/** What a screen reader hears when the state changes (the live region below): `payments` keys. */
const ANNOUNCEMENT: Record<PaymentMessage, string> = {
  PAYMENT_SUCCESS: 'announce.success',
  PAYMENT_PENDING: 'announce.pending',
  PAYMENT_ERROR: 'announce.error',
  PAYMENT_EXPIRED: 'announce.expired',
};

/**
 * /pay/result: where the gateway sends the customer back. Sends the proof once, then shows the
 * server's word: confirming (asking again every 3 s), successful (with the order-confirmation popup),
 * failed (Retry) or expired. State changes are announced through one live region that stays in the page. Texts: the
 * `payments` domain.
 */
export default function PaymentResultScreen({ orderId, proof }: PaymentResultScreenProps) {
  const t = useT('payments');
  const locale = useLocale();
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
      <PayFrame heading={t('result.notFound')}>
        <p className={styles.lead}>{t('result.notFoundBody')}</p>
        <MyOrdersLink />
      </PayFrame>
    );
  } else {
    view = (
      <PayFrame heading={t('result.checking')}>
        {failure ? (
          <LoadError message={locale === 'en' ? failureText(failure, t('result.checkFailed')) : t('result.checkFailed')} onRetry={retry} />
        ) : (
          <LoadingText text={t('loading')} />
        )}
      </PayFrame>
    );
  }

  return (
    <div data-testid="payment-result" data-message={status?.message ?? ''}>
      {view}
      <p role="status" className={styles.srOnly}>
        {status ? t(ANNOUNCEMENT[status.message]) : ''}
      </p>
    </div>
  );
}
