import type { GetStaticPaths, GetStaticProps } from 'next';
import Seo from '../../components/common/Seo';
import FoodDateScreen from '../../components/food/FoodDateScreen';
import { FOOD_SERVICE_NAME } from '../../components/food/foodDraft';
import type { FoodService } from '../../lib/booking';
import type { AppPage } from '../../lib/pageTypes';
import { FOOD_CATEGORY, foodSelectDatePath } from '../../lib/routes';
import { localized } from '../../server/i18n/pageMessages';

interface Props {
  service: FoodService;
}

/**
 * /party-food-delivery-live-catering-select-date/{selectedfoodCategory}: step 2 of a food booking,
 * guests, quantities, inclusions, extras, bill, date and slot. Static: the booking itself is the tab's draft.
 */
const FoodSelectDatePage: AppPage<Props> = ({ service }) => (
  <>
    <Seo
      title={`${FOOD_SERVICE_NAME[service]}: Guests, Quantities, Date & Time`}
      description={
        service === 'delivery'
          ? 'Set the number of guests for your party food delivery, see how much of every dish comes, add plates and water bottles if you need them, and pick a delivery slot.'
          : 'Set the number of guests for your live buffet, see quantities, what the chefs and waiters bring, add serving tables if you need them, and pick when serving starts.'
      }
      path={foodSelectDatePath(FOOD_CATEGORY[service])}
    />
    <FoodDateScreen service={service} />
  </>
);

FoodSelectDatePage.usesMui = false;
FoodSelectDatePage.layout = { bottomBarHeight: 72 };
export default FoodSelectDatePage;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: Object.values(FOOD_CATEGORY).map((selectedfoodCategory) => ({ params: { selectedfoodCategory } })),
  fallback: false,
});

const pageGetStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const props = (await import('../../server/food/pageProps')).foodDatePageProps(String(params?.selectedfoodCategory ?? ''));
  return props ? { props } : { notFound: true };
};

export const getStaticProps = localized(['booking'], pageGetStaticProps);
