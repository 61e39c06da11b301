import Typography from '@mui/material/Typography';
import ProviderPhotoPicker from '../../components/console/ProviderPhotoPicker';
import PartnerShell from '../../components/partner/PartnerShell';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import { withDatabaseOutagePage } from '../../server/http/ssr';

/**
 * /partner/profile: the provider's own photo, which customers see on their order page instead of an initial (set
 * and removed through /api/partner/photo, their own only). A page of its own, so the sign-in page's bundle stays
 * without the photo code.
 */
const PartnerProfilePage: AppPage<PartnerPageProps> = ({ provider }) => (
  <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title="My photo">
    <Typography variant="h5" component="h1">
      My photo
    </Typography>
    <Typography color="text.secondary">
      Customers see this photo on their order page, so they know who is coming. Choose a clear, recent photo of your face.
    </Typography>
    <ProviderPhotoPicker name={provider.firstName} photoUrl={provider.photoUrl} owner={{ app: 'partner' }} />
  </PartnerShell>
);

PartnerProfilePage.ownLayout = true;
export default PartnerProfilePage;

export const getServerSideProps = withDatabaseOutagePage<PartnerPageProps>(async (context) => {
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});
