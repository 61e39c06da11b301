import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { ORDER_STATUS, ORDER_TYPE } from '../../lib/constants';
import { canReviewStatus } from '../../lib/reviews';
import { ROUTES } from '../../lib/routes';
import type { OrderDetails } from '../../lib/contracts/orders';
import ButtonLink from '../common/ButtonLink';
import FoodOrderSection from '../food/FoodOrderSection';
import OrderGalleryLink from '../gallery/OrderGalleryLink';
import PhotographyOrderSection from '../photography/PhotographyOrderSection';
import BillSummary from '../common/BillSummary';
import CancellationTable from '../payments/CancellationTable';
import OrderPaymentSection from '../payments/OrderPaymentSection';
import OrderTaxDocumentsSection from '../taxdocs/OrderTaxDocumentsSection';
import { useOrderDocumentsQuery } from '../../store/taxDocumentsApi';
import PaymentDue from '../payments/PaymentDue';
import SplitBalanceSection from '../payments/SplitBalanceSection';
import ArrivalStatus from './ArrivalStatus';
import CancellationMeter from './CancellationMeter';
import CancelOrderButton, { type CancelOrderButtonProps } from './CancelOrderButton';
import ChefRequirementsBlock from './ChefRequirementsBlock';
import ContactProviderButton from './ContactProviderButton';
import styles from './OrderDetails.module.css';
import { orderItemsOf } from './orderBill';
import OrderItemsList from './OrderItemsList';
import OrderReviewSection from './OrderReviewSection';
import OrderSummaryCard from './OrderSummaryCard';
import ProviderCard, { assignedLabelKey } from './ProviderCard';
import StartCode from './StartCode';
import StatusHistory from './StatusHistory';
import TipBox from './TipBox';

/** Props of `OrderDetailsView`. */
export interface OrderDetailsViewProps {
  order: OrderDetails;
  /** The answer to the customer's last action (e.g. the cancel message); announced and focused. */
  notice: string;
  onCancelled: CancelOrderButtonProps['onCancelled'];
}

/**
 * Everything about one order: the start code first when the provider is due (2 hours before the slot), summary with the actions (pay what is due, contact, cancel),
 * the provider once they accepted ("Chef assigned"), their arrival and the on-time promise, the tip box and the review form once completed,
 * address, the business name and GSTIN for the invoice, dishes, what to keep ready for the chef, bill, payments and refunds, note, cancellation table and policy and
 * status history, then a link back to the list.
 */
export default function OrderDetailsView({ order, notice, onCancelled }: OrderDetailsViewProps) {
  const t = useT('orders');
  const policy = useT('policy');
  const locale = useLocale();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const isChef = order.orderType === ORDER_TYPE.CHEF;
  // the GST documents of the order (its payments link their receipt vouchers; a section lists them all)
  const documents = useOrderDocumentsQuery(order._id).data?.documents ?? [];
  const { address } = order;
  // the on-time promise shows while the job is ahead or under way, and what happened once it was (arrival, no-show)
  const live = order.status === ORDER_STATUS.BOOKED || order.status === ORDER_STATUS.ACCEPTED || order.status === ORDER_STATUS.IN_PROGRESS;

  // The Cancel button disappears with the cancel: keep keyboard focus on its answer.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className={styles.details} data-testid="order-details">
      <p ref={noticeRef} role="status" tabIndex={-1} className={notice ? styles.notice : styles.noticeEmpty} data-testid="order-notice">
        {notice}
      </p>
      {order.startCode && <StartCode code={order.startCode} />}
      <OrderSummaryCard
        order={order}
        onInviteSynced={onCancelled}
        actions={
          (order.executor || order.canCancel || order.payment.due || order.payment.confirming || order.payment.leftToPay.amount > 0) && (
            <>
              <PaymentDue order={order} />
              {order.executor && (
                <ContactProviderButton executor={order.executor} label={isChef ? t('view.contactChef') : t('view.contactProvider')} />
              )}
              <CancellationMeter order={order} now={new Date()} />
              {order.canCancel && <CancelOrderButton order={order} onCancelled={onCancelled} />}
            </>
          )
        }
      />
      {order.provider && (
        <ProviderCard
          provider={order.provider}
          // the API's label is English: a Hindi page names the assigned provider by the order's service
          label={order.arrival ? (locale === 'en' ? order.arrival.assignedLabel : t(assignedLabelKey(order.orderType))) : undefined}
        />
      )}
      {(live || order.arrival) && <ArrivalStatus order={order} onCancelled={onCancelled} />}
      {order.tip && <TipBox orderId={order._id} tip={order.tip} />}
      {canReviewStatus(order.status) && <OrderReviewSection orderId={order._id} />}
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{t('view.address')}</h2>
        <address className={styles.address} data-testid="order-address">
          <span>{address.name}</span>
          <span>{address.line1}</span>
          {address.landmark && <span>{address.landmark}</span>}
          <span>
            {address.locality}, {address.city} {address.pincode}
          </span>
        </address>
      </section>
      {order.business && (
        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>{t('view.business')}</h2>
          <p className={styles.paragraph} data-testid="order-business">
            {order.business.name}
            <br />
            GSTIN {order.business.gstin}
          </p>
        </section>
      )}
      <OrderItemsList
        items={orderItemsOf(order)}
        heading={isChef ? t('view.dishes') : order.food ? t('view.dishesPerPlate') : t('view.items')}
      />
      {order.food && <FoodOrderSection food={order.food} />}
      {order.photography && <PhotographyOrderSection photography={order.photography} />}
      {order.orderType === ORDER_TYPE.PHOTOGRAPHY && <OrderGalleryLink orderId={order._id} />}
      {order.requirements && <ChefRequirementsBlock requirements={order.requirements} people={order.people} />}
      <BillSummary lines={order.bill.lines} testId="order-bill" />
      <OrderPaymentSection order={order} documents={documents} />
      <OrderTaxDocumentsSection documents={documents} />
      <SplitBalanceSection order={order} />
      {order.note && (
        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>{t('view.note')}</h2>
          <p className={styles.paragraph} data-testid="order-note">
            {order.note}
          </p>
        </section>
      )}
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{t('view.policy')}</h2>
        <CancellationTable />
        <p className={styles.paragraph} style={{ marginTop: 12 }}>
          {/* the policy stored with the order is English; a Hindi page reads today's policy (the same text) */}
          {locale === 'en' ? order.cancellationPolicy : policy('text')}
        </p>
      </section>
      <StatusHistory history={order.history} />
      <div>
        <ButtonLink href={ROUTES.orderList} variant="outlined">
          {t('view.allOrders')}
        </ButtonLink>
      </div>
    </div>
  );
}
