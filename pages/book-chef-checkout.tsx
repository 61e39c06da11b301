import ChefCheckoutScreen from '../components/chef/ChefCheckoutScreen';
import Seo from '../components/common/Seo';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /book-chef-checkout: step 3 of the chef booking (Confirm Order). */
const ChefCheckoutPage: AppPage = () => (
  <>
    <Seo
      title="Confirm Order: Book a Chef"
      description="Review your chef booking, the bill and the cancellation policy, then confirm your order."
      path={ROUTES.chefCheckout}
      noindex
    />
    <ChefCheckoutScreen />
  </>
);

ChefCheckoutPage.usesMui = false;
ChefCheckoutPage.usesStore = false;
export default ChefCheckoutPage;

export const getStaticProps = staticMessages(['chef', 'booking', 'checkout', 'policy', 'payments']);
