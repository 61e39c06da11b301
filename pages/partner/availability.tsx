import Typography from '@mui/material/Typography';
import AvailabilityEditor from '../../components/console/availability/AvailabilityEditor';
import { AvailabilityTextsContext } from '../../components/console/availability/availabilityTexts';
import { usePartnerAvailabilityTexts } from '../../components/partner/partnerAvailabilityTexts';
import PartnerShell from '../../components/partner/PartnerShell';
import { useT } from '../../components/i18n/I18nProvider';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/**
 * /partner/availability: the provider's own weekly working hours, time off, the pincodes they serve and the most jobs
 * they take in a day (GET|PUT /api/partner/availability), each change saved at once. Only slots that someone can
 * serve are sold, so these decide which jobs are offered to them. A page of its own, so the sign-in page's bundle
 * stays without the editor. In the page's language (`partner` messages; the console's editor gets its words).
 */
const PartnerAvailabilityPage: AppPage<PartnerPageProps> = ({ provider }) => {
  const t = useT('partner');
  const editorTexts = usePartnerAvailabilityTexts();
  return (
    <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title={t('availability.title')}>
      <Typography variant="h5" component="h1">
        {t('availability.title')}
      </Typography>
      <Typography color="text.secondary">{t('availability.intro')}</Typography>
      <AvailabilityTextsContext.Provider value={editorTexts}>
        <AvailabilityEditor owner={{ app: 'partner' }} />
      </AvailabilityTextsContext.Provider>
    </PartnerShell>
  );
};

PartnerAvailabilityPage.ownLayout = true;
export default PartnerAvailabilityPage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps>(async (context) => {
  // the signed-in provider only, as on their profile page; the availability itself is read by the editor
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
