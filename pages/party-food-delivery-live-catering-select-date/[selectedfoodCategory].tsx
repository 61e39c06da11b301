import type { GetStaticPaths, GetStaticProps } from 'next';
import Seo from '../../components/common/Seo';
import FoodDateScreen from '../../components/food/FoodDateScreen';
import { useT } from '../../components/i18n/I18nProvider';
import type { FoodService } from '../../lib/booking';
import { NOT_FOUND_REVALIDATE_SECONDS, type AppPage } from '../../lib/pageTypes';
import { localizedStaticPaths } from '../../lib/i18n/urls';
import { FOOD_CATEGORY, foodSelectDatePath } from '../../lib/routes';
import { localized } from '../../server/i18n/pageMessages';

interface Props {
  service: FoodService;
}

/**
 * /party-food-delivery-live-catering-select-date/{selectedfoodCategory}: step 2 of a food booking,
 * guests, quantities, inclusions, extras, bill, date and slot. Static: the booking itself is the tab's draft.
 */
const FoodSelectDatePage: AppPage<Props> = ({ service }) => {
  const t = useT('food');
  return (
    <>
      <Seo
        title={t('date.seoTitle', { service: t(`service.${service}`) })}
        description={t(`date.seoDescription.${service}`)}
        path={foodSelectDatePath(FOOD_CATEGORY[service])}
      />
      <FoodDateScreen service={service} />
    </>
  );
};

FoodSelectDatePage.usesMui = false;
FoodSelectDatePage.layout = { bottomBarHeight: 72 };
export default FoodSelectDatePage;

export const getStaticPaths: GetStaticPaths = async () => ({
  // every language's page: a language left out would answer 404
  paths: localizedStaticPaths(Object.values(FOOD_CATEGORY).map((selectedfoodCategory) => ({ selectedfoodCategory }))),
  // not `false`: Next renders the 404 of a path a `fallback: false` route does not list in the default language
  // (`/hi/<unknown>` got the English 404); an unknown path is rendered on demand and its getStaticProps answers notFound,
  // whose 404 keeps the path's language
  fallback: 'blocking',
});

const pageGetStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const props = (await import('../../server/food/pageProps')).foodDatePageProps(String(params?.selectedfoodCategory ?? ''));
  return props ? { props } : { notFound: true, revalidate: NOT_FOUND_REVALIDATE_SECONDS };
};

export const getStaticProps = localized(['food', 'serviceFacts', 'chef', 'booking'], pageGetStaticProps);
