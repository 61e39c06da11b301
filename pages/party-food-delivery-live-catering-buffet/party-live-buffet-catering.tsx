import FoodDishPage from '../../components/food/FoodDishPage';
import type { FoodDishScreenProps } from '../../components/food/FoodDishScreen';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/** /party-food-delivery-live-catering-buffet/party-live-buffet-catering: step 1 of the live buffet booking, server-rendered. */
const LiveCateringPage: AppPage<FoodDishScreenProps> = (props) => <FoodDishPage {...props} />;

LiveCateringPage.usesMui = false;
LiveCateringPage.layout = { bottomBarHeight: 72 };
export default LiveCateringPage;

const pageGetServerSideProps = withDatabaseOutagePage<FoodDishScreenProps>(async ({ res, locale }) => {
  const { foodDishPageData } = await import('../../server/food/pageProps');
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: { service: 'buffet', ...(await foodDishPageData('buffet', locale)) } };
});

export const getServerSideProps = localized(['food', 'chef', 'booking'], pageGetServerSideProps);
