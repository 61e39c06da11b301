import ChefCheckoutScreen from '../components/chef/ChefCheckoutScreen';
import Seo from '../components/common/Seo';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /book-chef-checkout: step 3 of the chef booking (Confirm Order); its title and description: the `chef` domain. */
const ChefCheckoutPage: AppPage = () => {
  const t = useT('chef');
  return (
    <>
      <Seo title={t('seo.checkoutTitle')} description={t('seo.checkoutDescription')} path={ROUTES.chefCheckout} noindex />
      <ChefCheckoutScreen />
    </>
  );
};

ChefCheckoutPage.usesMui = false;
ChefCheckoutPage.usesStore = false;
export default ChefCheckoutPage;

export const getStaticProps = staticMessages(['chef', 'booking', 'checkout', 'policy', 'payments']);
