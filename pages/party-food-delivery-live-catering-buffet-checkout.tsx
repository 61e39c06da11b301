import { useRouter } from 'next/router';
import Seo from '../components/common/Seo';
import FoodCheckoutScreen from '../components/food/FoodCheckoutScreen';
import { serviceOfCategory } from '../components/food/foodDraft';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/**
 * /party-food-delivery-live-catering-buffet-checkout?service={selectedfoodCategory}: step 3 of a food
 * booking. The booking is the tab's draft of the service; without a known service it is the delivery's.
 */
const FoodCheckoutPage: AppPage = () => {
  const { query } = useRouter();
  const t = useT('food');
  const service = serviceOfCategory(String(query.service ?? '')) ?? 'delivery';
  return (
    <>
      <Seo title={t('checkout.seoTitle')} description={t('checkout.seoDescription')} path={ROUTES.foodCheckout} noindex />
      <FoodCheckoutScreen key={service} service={service} />
    </>
  );
};

FoodCheckoutPage.usesMui = false;
FoodCheckoutPage.usesStore = false;
export default FoodCheckoutPage;

export const getStaticProps = staticMessages(['food', 'chef', 'booking', 'checkout', 'payments', 'policy']);
