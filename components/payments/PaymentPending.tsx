import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import { useT } from '../i18n/I18nProvider';
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
  const t = useT('payments');
  return (
    <PayFrame heading={t('pending.heading')}>
      <p className={styles.lead}>
        {t.rich('pending.lead', { number: status.orderNumber, num: (chunks) => <span className={styles.orderNumber}>{chunks}</span> })}
      </p>
      <p className={styles.paragraph}>{t('pending.close')}</p>
      {slow && !gaveUp && <p className={styles.paragraph}>{t('pending.slow')}</p>}
      {gaveUp ? (
        <p className={styles.paragraph}>{t('pending.stopped')}</p>
      ) : (
        <p className={`${styles.paragraph} ${styles.muted}`}>{t('pending.checking')}</p>
      )}
      <div className={styles.actions}>
        <MyOrdersLink />
      </div>
    </PayFrame>
  );
}
