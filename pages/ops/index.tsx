import Typography from '@mui/material/Typography';
import OpsShell from '../../components/ops/OpsShell';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';

/**
 * /ops (issue 22): the console's home for every role. The "Today" board (orders by status, unassigned orders,
 * payments and refunds to watch, new enquiries) is built on this shell later.
 */
const OpsHomePage: AppPage<OpsPageProps> = (props) => (
  <OpsShell {...props} title="Today">
    <Typography>Welcome, {props.staff.name}.</Typography>
  </OpsShell>
);

OpsHomePage.ownLayout = true;
export default OpsHomePage;

export const getServerSideProps = withDatabaseOutagePage<OpsPageProps>(async (context) => {
  const { opsHomePageProps } = await import('../../server/ops/pageProps');
  return opsHomePageProps(context);
});
