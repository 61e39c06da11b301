import OpsShell from '../../components/ops/OpsShell';
import ProvidersDirectory from '../../components/ops/desk/ProvidersDirectory';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsProvidersProps } from '../../server/ops/providersPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsProvidersProps>;

/**
 * /ops/providers (every role views, admins and operations change): the directory with
 * add, edit and deactivate, and a provider's upcoming jobs.
 */
const OpsProvidersPage: AppPage<Props> = ({
  providers,
  total = 0,
  page = 1,
  pageSize = 50,
  filters = {},
  canEdit = false,
  punctuality = {},
  ...props
}) => (
  <OpsShell {...props} title="Providers">
    {providers && (
      <ProvidersDirectory
        providers={providers}
        total={total}
        page={page}
        pageSize={pageSize}
        filters={filters}
        canEdit={canEdit}
        punctuality={punctuality}
      />
    )}
  </OpsShell>
);

OpsProvidersPage.ownLayout = true;
export default OpsProvidersPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsProvidersPageProps } = await import('../../server/ops/providersPageProps');
  return opsProvidersPageProps(context);
});
