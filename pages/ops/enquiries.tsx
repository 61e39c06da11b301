import OpsShell from '../../components/ops/OpsShell';
import EnquiriesBoard from '../../components/ops/desk/EnquiriesBoard';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsEnquiriesProps } from '../../server/ops/enquiriesPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsEnquiriesProps>;

/**
 * /ops/enquiries (every role reads, admins and operations change): enquiries by status with
 * notes and the member responsible.
 */
const OpsEnquiriesPage: AppPage<Props> = ({ result, status = null, team = [], canChange = false, ...props }) => (
  <OpsShell {...props} title="Enquiries">
    {result && <EnquiriesBoard result={result} status={status} team={team} canChange={canChange} />}
  </OpsShell>
);

OpsEnquiriesPage.ownLayout = true;
export default OpsEnquiriesPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsEnquiriesPageProps } = await import('../../server/ops/enquiriesPageProps');
  return opsEnquiriesPageProps(context);
});
