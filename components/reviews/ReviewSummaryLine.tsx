import type { ReviewSummary } from '../../lib/contracts/reviews';
import { useT } from '../i18n/I18nProvider';
import styles from './Reviews.module.css';
import StarRating from './StarRating';

/** "4.6 out of 5 from 12 reviews" with stars; nothing when there are no reviews. */
export default function ReviewSummaryLine({ summary }: { summary: ReviewSummary }) {
  const t = useT('reviews');
  if (summary.count === 0) return null;
  return (
    <p className={styles.summary} data-testid="review-summary">
      <StarRating rating={summary.average} />
      <span>{t('summary', { average: String(summary.average), count: summary.count })}</span>
    </p>
  );
}
