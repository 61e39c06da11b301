import type { ReviewPage } from '../../lib/contracts/reviews';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import ui from '../common/ui.module.css';
import ReviewCard from './ReviewCard';
import styles from './Reviews.module.css';
import ReviewSummaryLine from './ReviewSummaryLine';

/**
 * /reviews: every published review, newest first, 20 a page, each from a completed booking. With no
 * reviews yet it says so honestly instead of showing examples.
 */
export default function ReviewsScreen({ page }: { page: ReviewPage }) {
  const { reviews, summary } = page;
  const hasNext = page.page * page.pageSize < summary.count;
  const pageHref = (n: number) => (n === 1 ? ROUTES.reviews : `${ROUTES.reviews}?page=${n}`);
  return (
    <div className={ui.container}>
      <h1>Customer Reviews</h1>
      <p>Every review here was written by a customer after a completed booking.</p>
      <ReviewSummaryLine summary={summary} />
      {reviews.length === 0 ? (
        <p className={styles.empty} data-testid="reviews-empty">
          {page.page === 1 ? 'No reviews yet. Customers can rate their booking here once it is completed.' : 'There are no more reviews.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
      )}
      {(page.page > 1 || hasNext) && (
        <nav className={styles.pager} aria-label="Review pages">
          {page.page > 1 && <RouterLink href={pageHref(page.page - 1)}>Newer reviews</RouterLink>}
          {hasNext && <RouterLink href={pageHref(page.page + 1)}>Older reviews</RouterLink>}
        </nav>
      )}
    </div>
  );
}
