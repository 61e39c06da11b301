import Typography from '@mui/material/Typography';
import ProviderPhotoPicker, { type ProviderPhotoPickerTexts } from '../../components/console/ProviderPhotoPicker';
import { useT } from '../../components/i18n/I18nProvider';
import { usePartnerAnswer } from '../../components/partner/partnerText';
import { PROVIDER_PHOTO_MAX_BYTES } from '../../lib/contracts/providerPhotos';
import PartnerShell from '../../components/partner/PartnerShell';
import type { AppPage } from '../../lib/pageTypes';
import type { PartnerPageProps } from '../../server/auth/withPartner';
import type { PartnerProfileProps } from '../../server/providers/pageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/** The photo picker's largest file, in MB (as its English hint says it). */
const MAX_MB = PROVIDER_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * /partner/profile: the provider's own photo, which customers see on their order page instead of an initial (set
 * and removed through /api/partner/photo, their own only), and their punctuality over the last 90 days. A page of its own, so the sign-in page's bundle stays
 * without the photo code. In the page's language (`partner` messages; the console's photo picker gets its words).
 */
const PartnerProfilePage: AppPage<PartnerPageProps & Partial<PartnerProfileProps>> = ({ provider, punctuality }) => {
  const t = useT('partner');
  const answerText = usePartnerAnswer();
  const photoTexts: ProviderPhotoPickerTexts = {
    choose: t('profile.choosePhoto'),
    change: t('profile.changePhoto'),
    remove: t('profile.removePhoto'),
    hint: t('profile.photoHint', { mb: MAX_MB }),
    tooLarge: t('profile.photoTooLarge', { mb: MAX_MB }),
    alt: t('profile.photoAlt', { name: provider.firstName }),
    answer: (answer, done) =>
      answerText(answer, done === 'saved' ? t('profile.photoSaved') : t('profile.photoRemoved'), t('profile.photoFailed')),
  };
  const counted = punctuality && punctuality.onTime + punctuality.late + punctuality.noShow > 0;
  return (
    <PartnerShell firstName={provider.firstName} photoUrl={provider.photoUrl} title={t('profile.title')}>
      <Typography variant="h5" component="h1">
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary">{t('profile.intro')}</Typography>
      <ProviderPhotoPicker name={provider.firstName} photoUrl={provider.photoUrl} owner={{ app: 'partner' }} texts={photoTexts} />
      {punctuality && (
        <>
          <Typography variant="h6" component="h2">
            {t('profile.punctuality')}
          </Typography>
          {/* the console's PunctualityText says the same in English */}
          <Typography data-testid="partner-punctuality">
            {counted ? t('profile.punctualityCounts', { ...punctuality }) : t('profile.punctualityNone')}
          </Typography>
          <Typography color="text.secondary">{t('profile.arriveBy')}</Typography>
        </>
      )}
    </PartnerShell>
  );
};

PartnerProfilePage.ownLayout = true;
export default PartnerProfilePage;

const pageGetServerSideProps = withDatabaseOutagePage<PartnerPageProps & Partial<PartnerProfileProps>>(async (context) => {
  const { partnerProfilePageProps } = await import('../../server/providers/pageProps');
  return partnerProfilePageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
