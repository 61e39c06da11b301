import Seo from '../components/common/Seo';
import OrderList from '../components/orders/OrderList';
import OrdersLoginGate from '../components/orders/OrdersLoginGate';
import OrdersPageFrame from '../components/orders/OrdersPageFrame';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';
import { useT } from '../components/i18n/I18nProvider';

/** /orderlist: the customer's orders, newest first; a login prompt when logged out. */
export default function OrderListPage() {
  const t = useT('orders');
  return (
    <>
      <Seo title={t('page.listTitle')} description={t('page.listDescription')} path={ROUTES.orderList} noindex />
      <OrdersPageFrame heading={t('page.listTitle')}>
        <OrdersLoginGate prompt={t('page.listLogin')}>
          <OrderList />
        </OrdersLoginGate>
      </OrdersPageFrame>
    </>
  );
}

OrderListPage.usesMui = false;
OrderListPage.usesStore = true;

export const getStaticProps = staticMessages(['orders', 'payments']);
