import FoodDishPage from '../../../../components/food/FoodDishPage';
import type { FoodDishScreenProps } from '../../../../components/food/FoodDishScreen';
import type { AppPage } from '../../../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../../../server/http/ssr';
import { localized } from '../../../../server/i18n/pageMessages';

/**
 * /{city}/{locality}/party-food-delivery-live-catering-buffet/{category}: the food dish screen with the city
 * preselected, canonical to the organic page. Unknown city, locality or category: 404.
 */
const LocalityFoodPage: AppPage<FoodDishScreenProps> = (props) => <FoodDishPage {...props} />;

LocalityFoodPage.usesMui = false;
LocalityFoodPage.layout = { bottomBarHeight: 72 };
export default LocalityFoodPage;

const pageGetServerSideProps = withDatabaseOutagePage<FoodDishScreenProps>(async ({ params, res, locale }) => {
  const { cityFoodPageProps } = await import('../../../../server/food/pageProps');
  const props = await cityFoodPageProps({
    citySlug: String(params?.city ?? ''),
    localitySlug: String(params?.locality ?? ''),
    category: String(params?.category ?? ''),
    locale,
  });
  if (!props) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props };
});

export const getServerSideProps = localized(['food', 'chef', 'booking'], pageGetServerSideProps);
