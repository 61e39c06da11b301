import type { OrderDetails } from '../../lib/contracts/orders';
import { formatDate, formatRupees } from '../../lib/format';
import styles from './payments.module.css';

/** Props of `RefundList`. */
export interface RefundListProps {
  refunds: OrderDetails['refunds'];
}

/**
 * An order's refunds: amount, where each stands ("Refund initiated", "Refunded", …) and, once
 * the bank has one, its reference to quote to the bank. Renders nothing without refunds.
 */
export default function RefundList({ refunds }: RefundListProps) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" data-testid="refund-list">
      <h3 id="refunds-heading" className={styles.subHeading}>
        Refunds
      </h3>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={refund._id} className={styles.listItem}>
            <span className={styles.itemText}>
              <span className={styles.strong}>{formatRupees(refund.amount)}</span>
              <span className={styles.muted}>
                {refund.processedAt ? `Refunded on ${formatDate(refund.processedAt)}` : `Requested on ${formatDate(refund.createdAt)}`}
              </span>
              {refund.bankReference && <span>Bank reference: {refund.bankReference}</span>}
            </span>
            <span data-refund-status={refund.status}>{refund.statusLabel}</span>
          </li>
        ))}
      </ul>
      <p className={`${styles.paragraph} ${styles.muted}`} style={{ marginTop: 12 }}>
        Refunds reach your original payment method in 5-7 working days.
      </p>
    </section>
  );
}
