import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import styles from './payments.module.css';

/** Props of `RefundList`. */
export interface RefundListProps {
  refunds: OrderDetails['refunds'];
}

/**
 * An order's refunds: amount, where each stands ("Refund initiated", "Refunded", …) and, once
 * the bank has one, its reference to quote to the bank. Renders nothing without refunds. In the page's language (the
 * API's English status label gives way to the status code's message on a Hindi page).
 */
export default function RefundList({ refunds }: RefundListProps) {
  const t = useT('payments');
  const locale = useLocale();
  const format = useFormat();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" data-testid="refund-list">
      <h3 id="refunds-heading" className={styles.subHeading}>
        {t('refunds.heading')}
      </h3>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={refund._id} className={styles.listItem}>
            <span className={styles.itemText}>
              <span className={styles.strong}>{formatRupees(refund.amount)}</span>
              <span className={styles.muted}>
                {refund.processedAt
                  ? t('refunds.refundedOn', { date: format.date(refund.processedAt) })
                  : t('refunds.requestedOn', { date: format.date(refund.createdAt) })}
              </span>
              {refund.bankReference && <span>{t('refunds.bankReference', { reference: refund.bankReference })}</span>}
            </span>
            <span data-refund-status={refund.status}>{locale === 'en' ? refund.statusLabel : t(`refundStatus.${refund.status}`)}</span>
          </li>
        ))}
      </ul>
      <p className={`${styles.paragraph} ${styles.muted}`} style={{ marginTop: 12 }}>
        {t('refunds.note')}
      </p>
    </section>
  );
}
