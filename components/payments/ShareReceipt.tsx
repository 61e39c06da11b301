import type { SharePublic } from '../../lib/contracts/split';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { BRAND } from '../../lib/site';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './payments.module.css';
import { serviceText, slotText } from './serviceFactsText';
import ReceiptTable from './ReceiptTable';

/** The anchor of a co-host's receipt on their pay page: the link they are given after paying ends with it. */
export const SHARE_RECEIPT_ANCHOR = 'receipt';

/**
 * A co-host's receipt of their paid share, on their pay link's page, which is theirs to keep (no
 * login): the receipt number, what was paid and when, and what for; printed on its own (`data-print-alone`), with no
 * button beside it (the page offers nothing to press once the share is paid). Nothing before it is paid. In the page's
 * language.
 */
export default function ShareReceipt({ share }: { share: SharePublic }) {
  const t = useT('payments');
  const orders = useT('orders');
  const locale = useLocale();
  if (share.status !== 'paid' || !share.receiptNumber) return null;
  const rows: [string, string][] = [
    [t('share.amountPaid'), formatRupees(share.amount)],
    ...(share.paidAt ? ([[t('share.paidOn'), formatDateTime(share.paidAt, locale)]] as [string, string][]) : []),
    [
      t('share.for'),
      t('share.forText', {
        host: share.hostFirstName,
        service: serviceText(share.service, locale, orders),
        date: formatDate(share.eventDate, locale),
        slot: slotText(share.slotLabel, locale),
      }),
    ],
  ];
  return (
    <section id={SHARE_RECEIPT_ANCHOR} aria-labelledby="share-receipt-heading">
      <article className={styles.receipt} data-print-alone data-testid="share-receipt">
        <p className={styles.receiptBrand}>{BRAND}</p>
        <h2 id="share-receipt-heading" className={`${styles.paragraph} ${styles.muted}`}>
          {t('receipt.number', { number: share.receiptNumber })}
        </h2>
        <ReceiptTable rows={rows} strong={t('share.amountPaid')} />
        <p className={styles.taxNote}>{t('receipt.taxNote')}</p>
      </article>
    </section>
  );
}
