import Seo from '../components/common/Seo';
import { useT } from '../components/i18n/I18nProvider';
import PhotographyCheckoutScreen from '../components/photography/PhotographyCheckoutScreen';
import type { AppPage } from '../lib/pageTypes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /photography-checkout: date, arrival slot, address, note, bill and payment of a photography package. */
const PhotographyCheckoutPage: AppPage = () => {
  const t = useT('photography');
  return (
    <>
      <Seo title={t('checkout.seoTitle')} description={t('checkout.seoDescription')} path="/photography-checkout" noindex />
      <PhotographyCheckoutScreen />
    </>
  );
};

PhotographyCheckoutPage.usesMui = false;
PhotographyCheckoutPage.usesStore = false;
export default PhotographyCheckoutPage;

export const getStaticProps = staticMessages(['photography', 'booking', 'checkout', 'payments', 'policy']);
