import Typography from '@mui/material/Typography';
import JobDetails from '../../../components/partner/JobDetails';
import PartnerShell from '../../../components/partner/PartnerShell';
import { useJobText } from '../../../components/partner/partnerText';
import { useT } from '../../../components/i18n/I18nProvider';
import type { AppPage } from '../../../lib/pageTypes';
import type { PartnerPageProps } from '../../../server/auth/withPartner';
import type { PartnerJobProps } from '../../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../../server/http/ssr';
import { localized } from '../../../server/i18n/pageMessages';

/**
 * /partner/jobs/{id}: one job: details, Start with the customer's code, Complete, photo upload. In the page's
 * language (`partner` messages; the bill's lines through `booking`'s).
 */
const PartnerJobPage: AppPage<PartnerPageProps & PartnerJobProps> = ({ provider, job }) => {
  const t = useT('partner');
  const words = useJobText();
  return (
    <PartnerShell
      firstName={provider.firstName}
      photoUrl={provider.photoUrl}
      title={job ? t('job.pageTitle', { service: words.service(job), number: job.orderNumber }) : t('job.notFoundTitle')}
    >
      {job ? <JobDetails key={job._id} initial={job} /> : <Typography>{t('job.notFound')}</Typography>}
    </PartnerShell>
  );
};

PartnerJobPage.ownLayout = true;
export default PartnerJobPage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps & PartnerJobProps, { id: string }>(async (context) => {
  const { partnerJobPageProps } = await import('../../../server/providers/pageProps');
  return partnerJobPageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
// `booking`: the job's bill lines read as the customer's bill does (components/common/billLabel)
export const getServerSideProps = localized(['partner', 'booking'], pageGetServerSideProps);
