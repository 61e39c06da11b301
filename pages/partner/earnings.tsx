import Typography from '@mui/material/Typography';
import BankAccountForm from '../../components/partner/earnings/BankAccountForm';
import EarningsOverview from '../../components/partner/earnings/EarningsOverview';
import PartnerShell from '../../components/partner/PartnerShell';
import { useT } from '../../components/i18n/I18nProvider';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/**
 * /partner/earnings: the provider's own earnings (today, this week, this month, per job, payout statements) and the
 * bank account payouts go to (GET /api/partner/earnings, GET|PUT /api/partner/bank-account). A page of its own, so
 * the job list's bundle stays without it. In the page's language (`partner` messages).
 */
const PartnerEarningsPage: AppPage<PartnerPageProps> = ({ provider }) => {
  const t = useT('partner');
  return (
    <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title={t('earnings.title')}>
      <Typography variant="h5" component="h1">
        {t('earnings.title')}
      </Typography>
      <Typography color="text.secondary">{t('earnings.intro')}</Typography>
      <EarningsOverview />
      <BankAccountForm />
    </PartnerShell>
  );
};

PartnerEarningsPage.ownLayout = true;
export default PartnerEarningsPage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps>(async (context) => {
  // the signed-in provider only, as on their profile page; the earnings are read by the screen
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
