import JobList from '../../components/partner/JobList';
import PartnerShell from '../../components/partner/PartnerShell';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/http/withPartner';
import type { PartnerHomeProps } from '../../server/partners/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

/** /partner (issue 22 "Partner app"): the provider's jobs: new assignments to accept or decline, upcoming, past. */
const PartnerHomePage: AppPage<PartnerPageProps & PartnerHomeProps> = ({ provider, jobs }) => (
  <PartnerShell firstName={provider.firstName} title="My jobs">
    <JobList initial={jobs} />
  </PartnerShell>
);

PartnerHomePage.ownLayout = true;
export default PartnerHomePage;

export const getServerSideProps = withDatabaseOutagePage<PartnerPageProps & PartnerHomeProps>(async (context) => {
  const { partnerHomePageProps } = await import('../../server/partners/pageProps');
  return partnerHomePageProps(context);
});
