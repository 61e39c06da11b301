import Typography from '@mui/material/Typography';
import CustomerRecord from '../../../components/ops/customers/CustomerRecord';
import OpsShell from '../../../components/ops/OpsShell';
import type { OpsPageProps } from '../../../lib/contracts/ops';
import type { AppPage } from '../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import type { OpsCustomerProps } from '../../../server/ops/customerPageProps';

type Props = OpsPageProps & Partial<OpsCustomerProps>;

/** /ops/customers/{userId} (every role): the customer's orders, payments, refunds and the messages sent to them. */
const OpsCustomerPage: AppPage<Props> = ({ record, ...props }) => (
  <OpsShell {...props} title={record ? `Customer ${record.customer.name || record.customer.phone}` : 'Customer not found'}>
    {record ? <CustomerRecord record={record} /> : <Typography>There is no such customer.</Typography>}
  </OpsShell>
);

OpsCustomerPage.ownLayout = true;
export default OpsCustomerPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsCustomerPageProps } = await import('../../../server/ops/customerPageProps');
  return opsCustomerPageProps(context);
});
