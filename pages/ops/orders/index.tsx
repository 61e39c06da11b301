import OpsShell from '../../../components/ops/OpsShell';
import OrdersBoard from '../../../components/ops/orders/OrdersBoard';
import type { OpsPageProps } from '../../../lib/contracts/ops';
import type { AppPage } from '../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import type { OpsOrdersProps } from '../../../server/ops/ordersPageProps';

type Props = OpsPageProps & Partial<OpsOrdersProps>;

/** /ops/orders (every staff role): filters, search, server-side paging, CSV export (admins and operations). */
const OpsOrdersPage: AppPage<Props> = ({ page, filters = {}, filterError = null, cities = [], ...props }) => (
  <OpsShell {...props} title="Orders" wide>
    {page && <OrdersBoard initial={page} filters={filters} filterError={filterError} cities={cities} role={props.staff.role} />}
  </OpsShell>
);

OpsOrdersPage.ownLayout = true;
export default OpsOrdersPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsOrdersPageProps } = await import('../../../server/ops/ordersPageProps');
  return opsOrdersPageProps(context);
});
