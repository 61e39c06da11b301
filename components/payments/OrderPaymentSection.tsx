import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { localizedPath } from '../../lib/i18n/urls';
import { receiptPath } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import orderStyles from '../orders/OrderDetails.module.css';
import Fact from './Fact';
import PaymentStateBadge from './PaymentStateBadge';
import styles from './payments.module.css';
import { paymentMethodLabel, receivedLabel } from './payText';
import RefundList from './RefundList';
import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';

/**
 * The payment side of an order's page: its payment state, what was paid, refunded and is
 * left to pay (the server's one figure; none once the order ended), each payment received with a link to its receipt
 * (its GST receipt voucher once `documents` has it), and the refunds. In the page's language.
 */
export default function OrderPaymentSection({ order, documents = [] }: { order: OrderDetails; documents?: readonly TaxDocumentView[] }) {
  const { payment } = order;
  const t = useT('payments');
  const locale = useLocale();
  const format = useFormat();
  // English keeps its own words (payText); a Hindi page names kinds and methods from its messages
  const words = locale === 'en' ? undefined : t;
  const coHostRefunds = payment.leftToPay.coHosts.filter((coHost) => coHost.refunded > 0);
  // a payment with a GST receipt voucher (CGST Rule 50) links the voucher; its RC- number stays its payment reference
  const voucherOf = (paymentId: string) => documents.find((doc) => doc.kind === 'receipt_voucher' && doc.paymentId === paymentId);
  return (
    <section className={orderStyles.section} aria-labelledby="payment-heading" data-testid="order-payment">
      <h2 id="payment-heading" className={orderStyles.sectionHeading}>
        {t('section.heading')}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('section.status')}>
          <PaymentStateBadge status={payment.status} label={payment.label} />
        </Fact>
        <Fact label={t('section.paid')} data-testid="order-paid">
          {formatRupees(payment.paidAmount)}
        </Fact>
        {payment.refundedAmount > 0 && (
          <Fact label={t('section.refunded')} data-testid="order-refunded">
            {formatRupees(payment.refundedAmount)}
          </Fact>
        )}
        {/* what of it went back to the host and what to each co-host, never the co-hosts' counted as the host's */}
        {coHostRefunds.length > 0 && (
          <Fact label={t('section.refundedToYou')} data-testid="order-refunded-host">
            {formatRupees(payment.refundedAmount - coHostRefunds.reduce((sum, coHost) => sum + coHost.refunded, 0))}
          </Fact>
        )}
        {coHostRefunds.map((coHost) => (
          <Fact key={coHost.name} label={t('section.refundedTo', { name: coHost.name })} data-testid="order-refunded-cohost">
            {formatRupees(coHost.refunded)}
          </Fact>
        ))}
        {/* the server's one "left to pay"; an order that ended shows what is refunded instead */}
        {!payment.leftToPay.ended && payment.leftToPay.amount > 0 && (
          <Fact label={t('section.leftToPay')} data-testid="order-left-to-pay">
            {formatRupees(payment.leftToPay.amount)}
          </Fact>
        )}
      </dl>
      {order.payments.length > 0 && (
        <>
          <h3 className={styles.subHeading}>{t('section.received')}</h3>
          <ul className={styles.list} data-testid="order-payments">
            {order.payments.map((received) => {
              const voucher = voucherOf(received._id);
              const what = `${receivedLabel(received, words)} ${formatRupees(received.amount)}`;
              return (
                <li key={received._id} className={styles.listItem}>
                  <span className={styles.itemText}>
                    <span className={styles.strong}>{what}</span>
                    <span className={styles.muted}>
                      {t('section.paidOn', { date: format.date(received.paidAt) })}
                      {received.method ? ` · ${paymentMethodLabel(received.method, words)}` : ''} ·{' '}
                      {t('section.reference', { number: received.receiptNumber })}
                      {voucher ? ` · ${t('section.voucher', { number: voucher.number })}` : ''}
                    </span>
                  </span>
                  {voucher ? (
                    <a
                      // a plain link (the voucher page is its own document): the page's language is in its path
                      href={localizedPath(voucher.pagePath, locale)}
                      className={styles.receiptLink}
                      aria-label={t('section.voucherAria', { number: voucher.number, what })}
                    >
                      {t('section.voucherLink')}
                    </a>
                  ) : (
                    <RouterLink
                      href={receiptPath(received._id)}
                      className={styles.receiptLink}
                      aria-label={t('section.receiptAria', { number: received.receiptNumber, what })}
                    >
                      {t('section.receiptLink')}
                    </RouterLink>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <RefundList refunds={order.refunds} />
    </section>
  );
}
