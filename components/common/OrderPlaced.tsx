import { useState } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import { formatDate } from '../../lib/format';
import { ROUTES } from '../../lib/routes';
import ButtonLink from './ButtonLink';
import LazyMessagePopup from './LazyMessagePopup';

/**
 * What a checkout shows once its order is placed (its draft is gone by then): the order number and
 * date, a link to My Orders, and the order-confirmation popup with the spec's confirmation icon.
 */
export default function OrderPlaced({ order, onFinish }: { order: OrderDetails; onFinish: () => void }) {
  const [popupOpen, setPopupOpen] = useState(true);
  const summary = `Your order ${order.orderNumber} is booked for ${formatDate(order.eventDate)}, ${order.slot.label}.`;
  return (
    <>
      <p data-testid="placed-order">{summary} Quote this number on WhatsApp for any help.</p>
      <ButtonLink href={ROUTES.orderList}>View My Orders</ButtonLink>
      <LazyMessagePopup
        open={popupOpen}
        onClose={() => {
          setPopupOpen(false);
          onFinish();
        }}
        img="/images/icons/order-confirmation.svg"
        title="Order Confirmed"
        body={`${summary} Quote this number on WhatsApp for any help.`}
        button="View My Orders"
      />
    </>
  );
}
