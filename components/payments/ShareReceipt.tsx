import type { SharePublic } from '../../lib/contracts/split';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { BRAND } from '../../lib/site';
import styles from './payments.module.css';
import ReceiptTable from './ReceiptTable';

/** The anchor of a co-host's receipt on their pay page: the link they are given after paying ends with it. */
export const SHARE_RECEIPT_ANCHOR = 'receipt';

/**
 * A co-host's receipt of their paid share, on their pay link's page, which is theirs to keep (no
 * login): the receipt number, what was paid and when, and what for; printed on its own (`data-print-alone`), with no
 * button beside it (the page offers nothing to press once the share is paid). Nothing before it is paid.
 */
export default function ShareReceipt({ share }: { share: SharePublic }) {
  if (share.status !== 'paid' || !share.receiptNumber) return null;
  const rows: [string, string][] = [
    ['Amount paid', formatRupees(share.amount)],
    ...(share.paidAt ? ([['Paid on', formatDateTime(share.paidAt)]] as [string, string][]) : []),
    ['For', `${share.hostFirstName}’s booking: ${share.service}, ${formatDate(share.eventDate)}, ${share.slotLabel}`],
  ];
  return (
    <section id={SHARE_RECEIPT_ANCHOR} aria-labelledby="share-receipt-heading">
      <article className={styles.receipt} data-print-alone data-testid="share-receipt">
        <p className={styles.receiptBrand}>{BRAND}</p>
        <h2 id="share-receipt-heading" className={`${styles.paragraph} ${styles.muted}`}>
          Receipt {share.receiptNumber}
        </h2>
        <ReceiptTable rows={rows} />
        <p className={styles.taxNote}>Amount inclusive of taxes</p>
      </article>
    </section>
  );
}
