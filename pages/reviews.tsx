import Seo from '../components/common/Seo';
import ReviewsScreen from '../components/reviews/ReviewsScreen';
import { useT } from '../components/i18n/I18nProvider';
import type { ReviewPage } from '../lib/contracts/reviews';
import { reviewsAggregateJsonLd } from '../lib/jsonLd';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import { withDatabaseOutagePage } from '../server/http/ssr';
import { localized } from '../server/i18n/pageMessages';

interface Props {
  page: ReviewPage;
}

/** /reviews: reviews customers wrote after completed bookings, from the database, newest first. */
const ReviewsPage: AppPage<Props> = ({ page }) => {
  const t = useT('reviews');
  const { summary } = page;
  const aggregate = reviewsAggregateJsonLd(summary);
  return (
    <>
      <Seo
        title={t('seo.title')}
        description={
          summary.count > 0 ? t('seo.description', { count: summary.count, average: String(summary.average) }) : t('seo.descriptionEmpty')
        }
        path={ROUTES.reviews}
        jsonLd={aggregate ? [aggregate] : []}
      />
      <ReviewsScreen page={page} />
    </>
  );
};

ReviewsPage.usesMui = false;
export default ReviewsPage;

const pageGetServerSideProps = withDatabaseOutagePage<Props>(async ({ res, query }) => {
  const props = await (await import('../server/reviews/pageProps')).reviewsPageProps(query.page);
  if (!props) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
  // the page depends on `page` only: the shared cache (server/http/sharedCache.js) keys on it and on no other parameter
  res.setHeader('X-Cache-Query', 'page');
  return { props };
});

export const getServerSideProps = localized(['reviews'], pageGetServerSideProps);
