import Typography from '@mui/material/Typography';
import OpsShell from '../../../components/ops/OpsShell';
import OrderScreen from '../../../components/ops/orders/OrderScreen';
import type { OpsPageProps } from '../../../lib/contracts/ops';
import type { AppPage } from '../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import type { OpsOrderProps } from '../../../server/ops/ordersPageProps';

type Props = OpsPageProps & Partial<OpsOrderProps>;

/** /ops/orders/{id} (every staff role; actions by role): one order and its actions. */
const OpsOrderPage: AppPage<Props> = ({ view, ...props }) => (
  <OpsShell {...props} title={view ? `Order ${view.order.orderNumber}` : 'Order not found'}>
    {view ? <OrderScreen initial={view} role={props.staff.role} /> : <Typography>There is no such order.</Typography>}
  </OpsShell>
);

OpsOrderPage.ownLayout = true;
export default OpsOrderPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsOrderPageProps } = await import('../../../server/ops/ordersPageProps');
  return opsOrderPageProps(context);
});
