import { lazy } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import StoreIsland from '../../store/StoreIsland';
import LoadingText from '../common/LoadingText';
import { useT } from '../i18n/I18nProvider';

const CheckoutPayment = lazy(() => import('./CheckoutPayment'));

/**
 * CheckoutPayment as a store island, for checkouts that do not carry the store from the first paint:
 * its code and the store's load once the order is placed.
 */
export default function CheckoutPaymentIsland({ order }: { order: OrderDetails }) {
  const t = useT('payments');
  return (
    <StoreIsland fallback={<LoadingText text={t('redirecting')} />}>
      <CheckoutPayment order={order} />
    </StoreIsland>
  );
}
