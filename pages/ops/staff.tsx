import OpsShell from '../../components/ops/OpsShell';
import StaffManager from '../../components/ops/StaffManager';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsStaffProps } from '../../server/ops/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsStaffProps>;

/** /ops/staff (admins only; other roles get the 403 page): the team, add, change role, disable/enable. */
const OpsStaffPage: AppPage<Props> = ({ members = [], ...props }) => (
  <OpsShell {...props} title="Staff">
    <StaffManager members={members} me={props.staff} />
  </OpsShell>
);

OpsStaffPage.ownLayout = true;
export default OpsStaffPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsStaffPageProps } = await import('../../server/ops/pageProps');
  return opsStaffPageProps(context);
});
