import Typography from '@mui/material/Typography';
import JobDetails from '../../../components/partner/JobDetails';
import PartnerShell from '../../../components/partner/PartnerShell';
import type { AppPage } from '../../../lib/pageTypes';
import type { PartnerPageProps } from '../../../server/auth/withPartner';
import type { PartnerJobProps } from '../../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

/** /partner/jobs/{id}: one job: details, Start with the customer's code, Complete, photo upload. */
const PartnerJobPage: AppPage<PartnerPageProps & PartnerJobProps> = ({ provider, job }) => (
  <PartnerShell
    firstName={provider.firstName}
    photoUrl={provider.photoUrl}
    title={job ? `${job.service} ${job.orderNumber}` : 'Job not found'}
  >
    {job ? <JobDetails key={job._id} initial={job} /> : <Typography>This job is not on your list.</Typography>}
  </PartnerShell>
);

PartnerJobPage.ownLayout = true;
export default PartnerJobPage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps & PartnerJobProps, { id: string }>(async (context) => {
  const { partnerJobPageProps } = await import('../../../server/providers/pageProps');
  return partnerJobPageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
