import type { Receipt } from '../../lib/contracts/payments';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { BRAND } from '../../lib/site';
import { failedWith } from '../../services/errors';
import { useReceiptQuery } from '../../store/paymentsApi';
import { useReceiptVoucher } from '../taxdocs/useReceiptVoucher';
import ButtonLink from '../common/ButtonLink';
import QueryFallback from '../common/QueryFallback';
import { orderPagePath } from '../../lib/routes';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ReceiptTable from './ReceiptTable';
import { paymentKindLabel, paymentMethodLabel } from './payText';

/** The receipt page's h1 (also its server-rendered heading). */
export const RECEIPT_HEADING = 'Payment receipt';

/**
 * The receipt's lines, in print order: label and value. A tip's receipt has none of the order's money lines (a tip
 * is not part of the order's total, paid amount or balance).
 */
function receiptRows(receipt: Receipt): [string, string][] {
  const rows: [string, string][] = [
    ['Payment reference', receipt.receiptNumber],
    ['Order number', receipt.orderNumber],
    ['Service', receipt.service],
    ['Date and time of service', `${formatDate(receipt.eventDate)}, ${receipt.slotLabel}`],
    ['Customer', receipt.customerName],
    ['Payment for', paymentKindLabel(receipt.kind)],
    ['Amount paid', formatRupees(receipt.amount)],
    ['Payment method', paymentMethodLabel(receipt.method)],
    ['Payment ID', receipt.providerPaymentId],
    ['Paid at (IST)', formatDateTime(receipt.paidAt)],
  ];
  if (receipt.kind === 'tip') return rows;
  return [
    ...rows,
    ['Order total', formatRupees(receipt.orderTotal)],
    ['Paid to date', formatRupees(receipt.paidToDate)],
    ['Balance after this payment', formatRupees(receipt.balanceAfter)],
  ];
}

/**
 * /pay/receipt/{paymentId}: the receipt of one of the customer's payments, printable on its
 * own ("Print / Save as PDF"; the print styles drop the site's header, footer and the buttons).
 */
export default function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const query = useReceiptQuery(paymentId);
  const { voucher, pending } = useReceiptVoucher(query.data?.orderId, query.data && query.data.kind !== 'tip' ? paymentId : null);
  // (a tip gets no receipt voucher: it is passed wholly to the provider, lib/tips)
  if (!query.data) {
    return (
      <PayFrame heading={RECEIPT_HEADING}>
        {failedWith(query.error, 400, 404) ? (
          <>
            <p className={styles.lead}>This receipt was not found in your account.</p>
            <MyOrdersLink />
          </>
        ) : (
          <QueryFallback query={query} loading="Loading…" failure="We could not load this receipt. Please try again in a moment." />
        )}
      </PayFrame>
    );
  }
  const receipt = query.data;
  return (
    <PayFrame heading={RECEIPT_HEADING}>
      <article className={styles.receipt} data-print-alone data-testid="receipt">
        <p className={styles.receiptBrand}>{BRAND}</p>
        <p className={`${styles.paragraph} ${styles.muted}`}>Receipt {receipt.receiptNumber}</p>
        <ReceiptTable rows={receiptRows(receipt)} />
        {receipt.status === 'duplicate' && (
          <p className={styles.paragraph} style={{ marginTop: 16 }}>
            This was a second payment for the same order: it is refunded to your original payment method.
          </p>
        )}
        <p className={styles.taxNote}>
          {receipt.kind === 'tip' ? 'Your tip is passed in full to your service provider.' : 'Amount inclusive of taxes'}
        </p>
        {/* the payment reference acknowledges the money; the GST document of an advance is its receipt voucher (Rule 50) */}
        {voucher && (
          <p className={styles.paragraph} data-testid="receipt-voucher">
            GST receipt voucher {voucher.number}: <a href={voucher.pagePath}>view the receipt voucher</a>
          </p>
        )}
        {pending && (
          <p className={styles.paragraph} role="status" data-testid="voucher-follows">
            This is an acknowledgement of your payment. Your GST receipt voucher follows in a moment on your order page.
          </p>
        )}
      </article>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          Print / Save as PDF
        </button>
        <ButtonLink href={orderPagePath(receipt.orderId)} variant="outlined" size="large">
          View order
        </ButtonLink>
      </div>
    </PayFrame>
  );
}
