import Typography from '@mui/material/Typography';
import BankAccountForm from '../../components/partner/earnings/BankAccountForm';
import EarningsOverview from '../../components/partner/earnings/EarningsOverview';
import PartnerShell from '../../components/partner/PartnerShell';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/**
 * /partner/earnings: the provider's own earnings (today, this week, this month, per job, payout statements) and the
 * bank account payouts go to (GET /api/partner/earnings, GET|PUT /api/partner/bank-account). A page of its own, so
 * the job list's bundle stays without it.
 */
const PartnerEarningsPage: AppPage<PartnerPageProps> = ({ provider }) => (
  <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title="My earnings">
    <Typography variant="h5" component="h1">
      My earnings
    </Typography>
    <Typography color="text.secondary">What each completed job earned you after our commission, and what is due to you.</Typography>
    <EarningsOverview />
    <BankAccountForm />
  </PartnerShell>
);

PartnerEarningsPage.ownLayout = true;
export default PartnerEarningsPage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps>(async (context) => {
  // the signed-in provider only, as on their profile page; the earnings are read by the screen
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
