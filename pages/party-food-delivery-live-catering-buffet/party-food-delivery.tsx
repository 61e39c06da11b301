import FoodDishPage from '../../components/food/FoodDishPage';
import type { FoodDishScreenProps } from '../../components/food/FoodDishScreen';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/** /party-food-delivery-live-catering-buffet/party-food-delivery: step 1 of the party food delivery booking, server-rendered. */
const FoodDeliveryPage: AppPage<FoodDishScreenProps> = (props) => <FoodDishPage {...props} />;

FoodDeliveryPage.usesMui = false;
FoodDeliveryPage.layout = { bottomBarHeight: 72 };
export default FoodDeliveryPage;

const pageGetServerSideProps = withDatabaseOutagePage<FoodDishScreenProps>(async ({ res, locale }) => {
  const { foodDishPageData } = await import('../../server/food/pageProps');
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: { service: 'delivery', ...(await foodDishPageData('delivery', locale)) } };
});

export const getServerSideProps = localized(['food', 'chef', 'booking'], pageGetServerSideProps);
