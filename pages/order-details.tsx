import { useRouter } from 'next/router';
import Seo from '../components/common/Seo';
import LoadingText from '../components/common/LoadingText';
import OrderDetailsLoader from '../components/orders/OrderDetailsLoader';
import OrderNotFound from '../components/orders/OrderNotFound';
import { ORDER_DETAILS_PATH } from '../lib/routes';
import OrdersLoginGate from '../components/orders/OrdersLoginGate';
import OrdersPageFrame from '../components/orders/OrdersPageFrame';
import { staticMessages } from '../server/i18n/pageMessages';

/** /order-details?id=<order id>: one of the customer's orders; a login prompt when logged out. */
export default function OrderDetailsPage() {
  const router = useRouter();
  const raw = router.isReady ? router.query.id : undefined;
  const id = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo
        title="Order Details"
        description="Your booking's number, status, date, address, dishes, bill and cancellation policy."
        path={ORDER_DETAILS_PATH}
        noindex
      />
      <OrdersPageFrame heading="Order Details">
        <OrdersLoginGate prompt="Log in with your mobile number to see this order.">
          {!router.isReady ? <LoadingText text="Loading your order…" /> : id ? <OrderDetailsLoader key={id} id={id} /> : <OrderNotFound />}
        </OrdersLoginGate>
      </OrdersPageFrame>
    </>
  );
}

OrderDetailsPage.usesMui = false;
OrderDetailsPage.usesStore = true;

export const getStaticProps = staticMessages(['gallery', 'reviews']);
