import OpsShell from '../../components/ops/OpsShell';
import StaffManager from '../../components/ops/StaffManager';
import type { OpsPageProps, StaffView } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import { ADMIN_ONLY, withStaffPage } from '../../server/http/withStaff';
import { listStaff, toStaffView } from '../../server/ops/staff';

type Props = OpsPageProps & { members?: StaffView[] };

/** /ops/staff (issue 22, admins only; other roles get the 403 page): the team, add, change role, disable/enable. */
const OpsStaffPage: AppPage<Props> = ({ members = [], ...props }) => (
  <OpsShell {...props} title="Staff">
    <StaffManager members={members} me={props.staff} />
  </OpsShell>
);

OpsStaffPage.ownLayout = true;
export default OpsStaffPage;

export const getServerSideProps = withStaffPage<{ members: StaffView[] }>(ADMIN_ONLY, async ({ session }) => ({
  props: { members: (await listStaff(session.db)).map(toStaffView) },
}));
