import DishSelectionScreen, { type DishSelectionScreenProps } from '../../components/chef/DishSelectionScreen';
import Seo from '../../components/common/Seo';
import { useLocale, useT } from '../../components/i18n/I18nProvider';
import ServiceReviews from '../../components/reviews/ServiceReviews';
import { serviceJsonLd } from '../../components/services/ServiceLanding';
import { SERVICE_PAGES } from '../../data/services';
import type { ServiceReviewsData } from '../../lib/contracts/reviews';
import { withAggregateRating } from '../../lib/jsonLd';
import type { AppPage } from '../../lib/pageTypes';
import { ROUTES } from '../../lib/routes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';
import { localeOr } from '../../lib/i18n/locales';

/** Props of the chef dish page: the dish screen's data and the chef service's latest verified reviews. */
type ChefDishPageProps = DishSelectionScreenProps & { reviews: ServiceReviewsData };

/**
 * /book-chef-cook-for-party: step 1 of the chef booking (spec 2), server-rendered with the first cuisine's
 * dishes, then the latest reviews of completed chef bookings (the Service JSON-LD carries their
 * AggregateRating only when there are some). Title and description: the `chef` domain; the JSON-LD's texts and URL in
 * the page's language.
 */
const ChefDishPage: AppPage<ChefDishPageProps> = ({ reviews, ...props }) => {
  const t = useT('chef');
  const locale = useLocale();
  // the Hindi page names the service in Hindi (the copy comes with the page's `chef` messages, not in its code)
  const service =
    locale === 'en'
      ? SERVICE_PAGES.chef
      : { ...SERVICE_PAGES.chef, heading: t('jsonLd.name'), name: t('jsonLd.serviceType'), seoDescription: t('jsonLd.description') };
  return (
    <>
      <Seo
        title={t('seo.dishesTitle')}
        description={t('seo.dishesDescription')}
        path={ROUTES.chef}
        jsonLd={[{ ...serviceJsonLd(service, undefined, locale), ...withAggregateRating(reviews.summary) }]}
      />
      <DishSelectionScreen {...props} />
      <ServiceReviews reviews={reviews.reviews} summary={reviews.summary} id="chef-reviews" />
    </>
  );
};

ChefDishPage.usesMui = false;
ChefDishPage.layout = { bottomBarHeight: 72 };
export default ChefDishPage;

const pageGetServerSideProps = withDatabaseOutagePage<ChefDishPageProps>(async ({ res, locale }) => {
  const props = await (await import('../../server/site/catalogPageProps')).chefDishPageProps(localeOr(locale));
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props };
});

export const getServerSideProps = localized(['reviews', 'chef', 'booking'], pageGetServerSideProps);
