import { lazy } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import StoreIsland from '../../store/StoreIsland';
import LoadingText from '../common/LoadingText';
import { REDIRECTING_TEXT } from './payText';

const CheckoutPayment = lazy(() => import('./CheckoutPayment'));

/**
 * CheckoutPayment as a store island, for checkouts that do not carry the store from the first paint:
 * its code and the store's load once the order is placed.
 */
export default function CheckoutPaymentIsland({ order }: { order: OrderDetails }) {
  return (
    <StoreIsland fallback={<LoadingText text={REDIRECTING_TEXT} />}>
      <CheckoutPayment order={order} />
    </StoreIsland>
  );
}
