import AuditTable from '../../components/ops/AuditTable';
import OpsShell from '../../components/ops/OpsShell';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsAuditProps } from '../../server/ops/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsAuditProps>;

/** /ops/audit (admins, operations and finance): the audit log, filtered by actor, entity and days, paged on the server. */
const OpsAuditPage: AppPage<Props> = ({ page, filters = {}, actors = [], ...props }) => (
  <OpsShell {...props} title="Audit log">
    {page && <AuditTable page={page} filters={filters} actors={actors} />}
  </OpsShell>
);

OpsAuditPage.ownLayout = true;
export default OpsAuditPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsAuditPageProps } = await import('../../server/ops/pageProps');
  return opsAuditPageProps(context);
});
