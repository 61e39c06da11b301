import Alert from '@mui/material/Alert';
import Link from '../../components/common/Link';
import JobList from '../../components/partner/JobList';
import PartnerShell from '../../components/partner/PartnerShell';
import { PARTNER_AVAILABILITY, PARTNER_EARNINGS, PARTNER_PROFILE } from '../../lib/partner';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import type { PartnerHomeProps } from '../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

/**
 * /partner: the provider's jobs: new assignments to accept or decline, upcoming, past; without
 * a photo, a line asking for one (customers see it on their order page); a link to their availability (which decides
 * the jobs offered to them) and one to their earnings.
 */
const PartnerHomePage: AppPage<PartnerPageProps & PartnerHomeProps> = ({ provider, jobs }) => (
  <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title="My jobs">
    {!provider.photoUrl && (
      <Alert severity="info" role="note" data-testid="partner-photo-nudge">
        Customers see your photo on their order page. <Link href={PARTNER_PROFILE}>Add your photo</Link>
      </Alert>
    )}
    <Link href={PARTNER_AVAILABILITY} data-testid="partner-availability-link">
      My availability: working hours, time off, pincodes
    </Link>
    <Link href={PARTNER_EARNINGS} data-testid="partner-earnings-link">
      My earnings and bank account
    </Link>
    <JobList initial={jobs} />
  </PartnerShell>
);

PartnerHomePage.ownLayout = true;
export default PartnerHomePage;

export const getServerSideProps = withDatabaseOutagePage<PartnerPageProps & PartnerHomeProps>(async (context) => {
  const { partnerHomePageProps } = await import('../../server/providers/pageProps');
  return partnerHomePageProps(context);
});
