import type { ReviewSummary } from '../../lib/contracts/reviews';
import styles from './Reviews.module.css';
import StarRating from './StarRating';

/** "4.6 out of 5 from 12 reviews" with stars; nothing when there are no reviews. */
export default function ReviewSummaryLine({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) return null;
  return (
    <p className={styles.summary} data-testid="review-summary">
      <StarRating rating={summary.average} />
      <span>{`${summary.average} out of 5 from ${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`}</span>
    </p>
  );
}
