import AuditTable, { type AuditFilters } from '../../components/ops/AuditTable';
import OpsShell from '../../components/ops/OpsShell';
import { schemaAuditQuery, type AuditPage, type OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import { OPERATIONS_ROLES, withStaffPage } from '../../server/http/withStaff';
import { listAudit } from '../../server/ops/audit';
import { listStaff } from '../../server/ops/staff';

interface AuditProps {
  page: AuditPage;
  filters: AuditFilters;
  actors: { id: string; name: string }[];
}

/** /ops/audit (issue 22, admins and operations): the audit log, filtered by actor, entity and days, paged on the server. */
const OpsAuditPage: AppPage<OpsPageProps & Partial<AuditProps>> = ({ page, filters = {}, actors = [], ...props }) => (
  <OpsShell {...props} title="Audit log">
    {page && <AuditTable page={page} filters={filters} actors={actors} />}
  </OpsShell>
);

OpsAuditPage.ownLayout = true;
export default OpsAuditPage;

/** Empty filter fields (a submitted form sends them all) count as unset; an invalid filter shows the first page unfiltered. */
export const getServerSideProps = withStaffPage<AuditProps>(OPERATIONS_ROLES, async ({ context, session }) => {
  const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
  const parsed = schemaAuditQuery.safeParse(given);
  const query = parsed.success ? parsed.data : schemaAuditQuery.parse({});
  const { page: _page, ...filters } = query;
  const [auditPage, members] = await Promise.all([listAudit(session.db, query), listStaff(session.db)]);
  return {
    props: {
      page: auditPage,
      filters: JSON.parse(JSON.stringify(filters)) as AuditFilters,
      actors: members.map((member) => ({ id: member.id, name: member.name })),
    },
  };
});
