import { useRouter } from 'next/router';
import { useState } from 'react';
import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import type { AttemptKind } from '../../lib/payments';
import { orderPagePath, receiptPath, ROUTES } from '../../lib/routes';
import { serviceOfOrderType } from '../../lib/services';
import { useOrderDetailsQuery } from '../../store/ordersApi';
import { useReceiptVoucher } from '../taxdocs/useReceiptVoucher';
import { billLineLabel } from '../common/billLabel';
import ButtonLink from '../common/ButtonLink';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useLocale, useT } from '../i18n/I18nProvider';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { formatPaise } from './payText';

/** The receipt of the payment just made: the latest captured payment of that kind, if the order lists it yet. */
function latestReceiptId(order: OrderDetails | undefined, kind: AttemptKind): string | null {
  const payments = (order?.payments ?? []).filter((p) => p.status === 'captured' && p.kind === kind);
  payments.sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
  return payments[0]?._id ?? null;
}

/**
 * The result page once the payment is confirmed: "Payment successful", the order number,
 * links to the receipt, the order and My Orders, and the spec's confirmation popup: "Order Confirmed"
 * after the advance (the order is booked now), "Tip sent" after a tip ("Thank you! ₹100 tip sent to Ravi."),
 * "Payment received" after the balance, which links to the receipt
 * too and can be closed to reach the page. Texts: the `payments` domain (the balance sentence: `booking`).
 */
export default function PaymentSuccess({ status }: { status: PaymentStatusAnswer }) {
  const router = useRouter();
  const t = useT('payments');
  const tBooking = useT('booking');
  const locale = useLocale();
  const [popupOpen, setPopupOpen] = useState(true);
  const kind = status.attempt?.kind ?? 'advance';
  const order = useOrderDetailsQuery(status.orderId, { refetchOnMountOrArgChange: true });
  const receiptId = latestReceiptId(order.data, kind);
  // a payment before the service gets a GST receipt voucher (CGST Rule 50), issued right after the capture: it
  // replaces the payment acknowledgement once there; until then the acknowledgement stays and the page says it follows
  // (none for a tip: it is passed wholly to the provider, lib/tips)
  const { voucher, pending } = useReceiptVoucher(status.orderId, kind === 'tip' ? null : receiptId);
  const receiptLink = voucher
    ? { label: t('success.viewVoucher'), href: voucher.pagePath }
    : receiptId
      ? { label: t('success.viewReceipt'), href: receiptPath(receiptId) }
      : undefined;
  const amount = status.attempt ? formatPaise(status.attempt.amountPaise) : formatRupees(status.paidAmount);
  const isAdvance = kind === 'advance';
  // the balance sentence of the order's service, the same text as its bill's balance line
  const service = order.data ? serviceOfOrderType(order.data.orderType) : null;
  const afterAdvance = service
    ? t('success.bookedBalance', { balance: billLineLabel({ label: service.balanceText }, locale, tBooking) })
    : t('success.booked');
  // a top-up pays for more guests; the balance stays as it was
  const afterOther = kind === 'topup' ? t('success.topup') : t('success.paid');
  // a tip is the provider's: the thanks name them (the order's tip view, else its provider's first name)
  const tipTo = order.data?.tip?.providerFirstName ?? order.data?.provider?.firstName ?? t('success.tipTo');
  const tipSent = kind === 'tip' ? t('success.tipSent', { amount, name: tipTo }) : null;
  const body = tipSent
    ? tipSent
    : isAdvance
      ? t('success.confirmedBody', { number: status.orderNumber, amount })
      : t('success.receivedBody', { number: status.orderNumber, amount });

  return (
    <PayFrame heading={t('success.heading')}>
      <p className={styles.success} data-testid="payment-success">
        {t.rich('success.received', {
          amount,
          number: status.orderNumber,
          num: (chunks) => <span className={styles.orderNumber}>{chunks}</span>,
        })}
      </p>
      <p className={styles.paragraph} data-testid={tipSent ? 'tip-sent' : undefined}>
        {tipSent ?? (isAdvance ? afterAdvance : afterOther)}
      </p>
      {pending && receiptId && (
        <p className={styles.paragraph} data-testid="voucher-follows" role="status">
          {t('success.voucherFollows')}
        </p>
      )}
      <div className={styles.actions}>
        {receiptLink && (
          <ButtonLink href={receiptLink.href} size="large">
            {receiptLink.label}
          </ButtonLink>
        )}
        <ButtonLink href={orderPagePath(status.orderId)} variant="outlined" size="large">
          {t('success.viewOrder')}
        </ButtonLink>
        <MyOrdersLink variant="outlined" />
      </div>
      <LazyMessagePopup
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        img="/images/icons/order-confirmation.svg"
        title={isAdvance ? t('success.confirmed') : tipSent ? t('success.tipTitle') : t('success.paymentReceived')}
        body={body}
        button={t('success.viewMyOrders')}
        onButtonClick={() => void router.push(ROUTES.orderList)}
        // the popup covers the page's "View receipt", so it offers the receipt (voucher) itself, and closes
        link={receiptLink}
        closeButton
      />
    </PayFrame>
  );
}
