import Typography from '@mui/material/Typography';
import ProviderPhotoPicker from '../../components/console/ProviderPhotoPicker';
import PunctualityText from '../../components/console/PunctualityText';
import PartnerShell from '../../components/partner/PartnerShell';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import type { PartnerProfileProps } from '../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/**
 * /partner/profile: the provider's own photo, which customers see on their order page instead of an initial (set
 * and removed through /api/partner/photo, their own only), and their punctuality over the last 90 days. A page of its own, so the sign-in page's bundle stays
 * without the photo code.
 */
const PartnerProfilePage: AppPage<PartnerPageProps & Partial<PartnerProfileProps>> = ({ provider, punctuality }) => (
  <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title="My photo">
    <Typography variant="h5" component="h1">
      My photo
    </Typography>
    <Typography color="text.secondary">
      Customers see this photo on their order page, so they know who is coming. Choose a clear, recent photo of your face.
    </Typography>
    <ProviderPhotoPicker name={provider.firstName} photoUrl={provider.photoUrl} owner={{ app: 'partner' }} />
    {punctuality && (
      <>
        <Typography variant="h6" component="h2">
          Punctuality, last 90 days
        </Typography>
        <Typography data-testid="partner-punctuality">
          <PunctualityText counts={punctuality} />
        </Typography>
        <Typography color="text.secondary">
          Arrive by the start of the slot: customers are credited 10% of their order when you arrive more than 30 minutes late.
        </Typography>
      </>
    )}
  </PartnerShell>
);

PartnerProfilePage.ownLayout = true;
export default PartnerProfilePage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps & Partial<PartnerProfileProps>>(async (context) => {
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
