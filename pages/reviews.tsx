import Seo from '../components/common/Seo';
import ReviewsScreen from '../components/reviews/ReviewsScreen';
import { schemaReviewListQuery, type ReviewPage } from '../lib/contracts/reviews';
import { reviewsAggregateJsonLd } from '../lib/jsonLd';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import { withDatabaseOutagePage } from '../server/http/ssr';

interface Props {
  page: ReviewPage;
}

/** /reviews: reviews customers wrote after completed bookings, from the database, newest first (issue 11). */
const ReviewsPage: AppPage<Props> = ({ page }) => {
  const { summary } = page;
  const aggregate = reviewsAggregateJsonLd(summary);
  return (
    <>
      <Seo
        title="Customer Reviews: Chefs, Decoration & Party Services"
        description={
          summary.count > 0
            ? `Reviews from customers of completed bookings: ${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}, average ${summary.average} out of 5.`
            : 'Reviews written by customers after their completed chef and decoration bookings.'
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

export const getServerSideProps = withDatabaseOutagePage<Props>(async ({ res, query }) => {
  const parsed = schemaReviewListQuery.safeParse({ page: query.page ?? undefined });
  if (!parsed.success) return { notFound: true };
  const { page } = parsed.data;
  const [{ getDb }, repository] = await Promise.all([import('../server/db/client'), import('../server/reviews/repository')]);
  const { db } = await getDb();
  const reviewPage = await repository.reviewPage(db, { page });
  if (page > 1 && reviewPage.reviews.length === 0) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
  return { props: { page: reviewPage } };
});
