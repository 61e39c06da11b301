import Seo from '../components/common/Seo';
import OrderList from '../components/orders/OrderList';
import OrdersLoginGate from '../components/orders/OrdersLoginGate';
import OrdersPageFrame from '../components/orders/OrdersPageFrame';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /orderlist: the customer's orders, newest first; a login prompt when logged out. */
export default function OrderListPage() {
  return (
    <>
      <Seo
        title="My Orders"
        description="Your chef, decoration and other party bookings with their date, status and bill."
        path={ROUTES.orderList}
        noindex
      />
      <OrdersPageFrame heading="My Orders">
        <OrdersLoginGate prompt="Log in with your mobile number to see your orders.">
          <OrderList />
        </OrdersLoginGate>
      </OrdersPageFrame>
    </>
  );
}

OrderListPage.usesMui = false;
OrderListPage.usesStore = true;

export const getStaticProps = staticMessages();
