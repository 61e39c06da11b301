import type { Receipt } from '../../lib/contracts/payments';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { BRAND } from '../../lib/site';
import { failedWith } from '../../services/errors';
import { useReceiptQuery } from '../../store/paymentsApi';
import { useReceiptVoucher } from '../taxdocs/useReceiptVoucher';
import ButtonLink from '../common/ButtonLink';
import QueryFallback from '../common/QueryFallback';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import { orderPagePath } from '../../lib/routes';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ReceiptTable from './ReceiptTable';
import { paymentKindLabel, paymentMethodLabel } from './payText';
import { serviceText, slotText } from './serviceFactsText';

/** The receipt page's h1 (also its server-rendered heading): the `payments` message of English "Payment receipt". */
export const RECEIPT_HEADING_KEY = 'receipt.heading';

/**
 * The receipt's lines, in print order: label and value. A tip's receipt has none of the order's money lines (a tip
 * is not part of the order's total, paid amount or balance). In the page's language: `t` of `payments`, `orders` of
 * `orders` (the service's name); the customer's name stays as they gave it.
 */
function receiptRows(receipt: Receipt, locale: Locale, t: T, orders: T): [string, string][] {
  // English keeps payText's own words; a Hindi page names kinds and methods from its messages
  const words = locale === 'en' ? undefined : t;
  const rows: [string, string][] = [
    [t('receipt.reference'), receipt.receiptNumber],
    [t('receipt.orderNumber'), receipt.orderNumber],
    [t('receipt.service'), serviceText(receipt.service, locale, orders)],
    [t('receipt.when'), `${formatDate(receipt.eventDate, locale)}, ${slotText(receipt.slotLabel, locale)}`],
    [t('receipt.customer'), receipt.customerName],
    [t('receipt.for'), paymentKindLabel(receipt.kind, words)],
    [t('receipt.amountPaid'), formatRupees(receipt.amount)],
    [t('receipt.method'), paymentMethodLabel(receipt.method, words)],
    [t('receipt.paymentId'), receipt.providerPaymentId],
    [t('receipt.paidAt'), formatDateTime(receipt.paidAt, locale)],
  ];
  if (receipt.kind === 'tip') return rows;
  return [
    ...rows,
    [t('receipt.orderTotal'), formatRupees(receipt.orderTotal)],
    [t('receipt.paidToDate'), formatRupees(receipt.paidToDate)],
    [t('receipt.balanceAfter'), formatRupees(receipt.balanceAfter)],
  ];
}

/**
 * /pay/receipt/{paymentId}: the receipt of one of the customer's payments, printable on its
 * own ("Print / Save as PDF"; the print styles drop the site's header, footer and the buttons). In the page's language.
 */
export default function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const query = useReceiptQuery(paymentId);
  const t = useT('payments');
  const orders = useT('orders');
  const locale = useLocale();
  const heading = t(RECEIPT_HEADING_KEY);
  const { voucher, pending } = useReceiptVoucher(query.data?.orderId, query.data && query.data.kind !== 'tip' ? paymentId : null);
  // (a tip gets no receipt voucher: it is passed wholly to the provider, lib/tips)
  if (!query.data) {
    return (
      <PayFrame heading={heading}>
        {failedWith(query.error, 400, 404) ? (
          <>
            <p className={styles.lead}>{t('receipt.notFound')}</p>
            <MyOrdersLink />
          </>
        ) : (
          <QueryFallback query={query} loading={t('loading')} failure={t('receipt.failed')} />
        )}
      </PayFrame>
    );
  }
  const receipt = query.data;
  return (
    <PayFrame heading={heading}>
      <article className={styles.receipt} data-print-alone data-testid="receipt">
        <p className={styles.receiptBrand}>{BRAND}</p>
        <p className={`${styles.paragraph} ${styles.muted}`}>{t('receipt.number', { number: receipt.receiptNumber })}</p>
        <ReceiptTable rows={receiptRows(receipt, locale, t, orders)} strong={t('receipt.amountPaid')} />
        {receipt.status === 'duplicate' && (
          <p className={styles.paragraph} style={{ marginTop: 16 }}>
            {t('receipt.duplicate')}
          </p>
        )}
        <p className={styles.taxNote}>{receipt.kind === 'tip' ? t('receipt.tipNote') : t('receipt.taxNote')}</p>
        {/* the payment reference acknowledges the money; the GST document of an advance is its receipt voucher (Rule 50) */}
        {voucher && (
          <p className={styles.paragraph} data-testid="receipt-voucher">
            {t.rich('receipt.voucher', {
              number: voucher.number,
              // a plain link: the page's language is in its path
              link: (chunks) => <a href={localizedPath(voucher.pagePath, locale)}>{chunks}</a>,
            })}
          </p>
        )}
        {pending && (
          <p className={styles.paragraph} role="status" data-testid="voucher-follows">
            {t('receipt.voucherFollows')}
          </p>
        )}
      </article>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        <ButtonLink href={orderPagePath(receipt.orderId)} variant="outlined" size="large">
          {t('receipt.viewOrder')}
        </ButtonLink>
      </div>
    </PayFrame>
  );
}
