import { useRouter } from 'next/router';
import Seo from '../components/common/Seo';
import LoadingText from '../components/common/LoadingText';
import OrderDetailsLoader from '../components/orders/OrderDetailsLoader';
import OrderNotFound from '../components/orders/OrderNotFound';
import { ORDER_DETAILS_PATH } from '../lib/routes';
import OrdersLoginGate from '../components/orders/OrdersLoginGate';
import OrdersPageFrame from '../components/orders/OrdersPageFrame';
import { staticMessages } from '../server/i18n/pageMessages';
import { useT } from '../components/i18n/I18nProvider';

/** /order-details?id=<order id>: one of the customer's orders; a login prompt when logged out. */
export default function OrderDetailsPage() {
  const router = useRouter();
  const t = useT('orders');
  const raw = router.isReady ? router.query.id : undefined;
  const id = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo title={t('page.detailsTitle')} description={t('page.detailsDescription')} path={ORDER_DETAILS_PATH} noindex />
      <OrdersPageFrame heading={t('page.detailsTitle')}>
        <OrdersLoginGate prompt={t('page.detailsLogin')}>
          {!router.isReady ? <LoadingText text={t('details.loading')} /> : id ? <OrderDetailsLoader key={id} id={id} /> : <OrderNotFound />}
        </OrdersLoginGate>
      </OrdersPageFrame>
    </>
  );
}

OrderDetailsPage.usesMui = false;
OrderDetailsPage.usesStore = true;

export const getStaticProps = staticMessages(['gallery', 'reviews', 'orders', 'payments', 'booking', 'policy', 'taxdocs', 'serviceFacts']);
