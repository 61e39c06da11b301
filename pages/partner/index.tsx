import Alert from '@mui/material/Alert';
import Link from '../../components/common/Link';
import JobList from '../../components/partner/JobList';
import PartnerShell from '../../components/partner/PartnerShell';
import { useT } from '../../components/i18n/I18nProvider';
import { PARTNER_AVAILABILITY, PARTNER_EARNINGS, PARTNER_PROFILE } from '../../lib/partner';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import type { PartnerHomeProps } from '../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/**
 * /partner: the provider's jobs: new assignments to accept or decline, upcoming, past; without
 * a photo, a line asking for one (customers see it on their order page); a link to their availability (which decides
 * the jobs offered to them) and one to their earnings.
 */
const PartnerHomePage: AppPage<PartnerPageProps & PartnerHomeProps> = ({ provider, jobs }) => {
  const t = useT('partner');
  return (
    <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title={t('home.title')}>
      {!provider.photoUrl && (
        <Alert severity="info" role="note" data-testid="partner-photo-nudge">
          {t.rich('home.photoNudge', { link: (chunks) => <Link href={PARTNER_PROFILE}>{chunks}</Link> })}
        </Alert>
      )}
      <Link href={PARTNER_AVAILABILITY} data-testid="partner-availability-link">
        {t('home.availability')}
      </Link>
      <Link href={PARTNER_EARNINGS} data-testid="partner-earnings-link">
        {t('home.earnings')}
      </Link>
      <JobList initial={jobs} />
    </PartnerShell>
  );
};

PartnerHomePage.ownLayout = true;
export default PartnerHomePage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps & PartnerHomeProps>(async (context) => {
  const { partnerHomePageProps } = await import('../../server/providers/pageProps');
  return partnerHomePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
