import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import { formatRupees } from '../../lib/format';
import { orderPagePath } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import { useT } from '../i18n/I18nProvider';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { usePayNow } from './usePayNow';

/**
 * The result page after a failed payment: nothing was taken, and Retry opens a new attempt
 * for what is still due (when anything is: a cancelled order has nothing to pay), then My Orders.
 */
export default function PaymentFailed({ status }: { status: PaymentStatusAnswer }) {
  const t = useT('payments');
  const { pay, busy, error } = usePayNow();
  const { due } = status;
  return (
    <PayFrame heading={t('failedPage.heading')}>
      <p className={styles.lead}>{t('failedPage.lead')}</p>
      <p className={styles.paragraph}>
        {t.rich(due ? 'failedPage.orderDue' : 'failedPage.order', {
          number: status.orderNumber,
          amount: due ? formatRupees(due.amount) : '',
          num: (chunks) => <span className={styles.orderNumber}>{chunks}</span>,
        })}
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
            {busy ? t('redirecting') : t('failedPage.retry')}
          </button>
        )}
        {/* a tip is offered again on its order's page (nothing is due on the order, so no Retry here) */}
        {status.attempt?.kind === 'tip' && (
          <ButtonLink href={orderPagePath(status.orderId)} size="large">
            {t('failedPage.backToOrder')}
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
