import type { PublicReview, ReviewSummary } from '../../lib/contracts/reviews';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import ui from '../common/ui.module.css';
import ReviewCard from './ReviewCard';
import styles from './Reviews.module.css';
import ReviewSummaryLine from './ReviewSummaryLine';

/** Props of `ServiceReviews`. */
export interface ServiceReviewsProps {
  /** The latest reviews of the service (a few). */
  reviews: PublicReview[];
  summary: ReviewSummary;
  /** Heading id, unique on the page. */
  id?: string;
}

/**
 * The compact reviews block of a service page (chef, decoration): the summary, the latest verified
 * reviews and a link to all of them. Renders nothing while the service has no reviews.
 */
export default function ServiceReviews({ reviews, summary, id = 'service-reviews' }: ServiceReviewsProps) {
  const t = useT('reviews');
  if (reviews.length === 0) return null;
  return (
    <section className={`${ui.container} ${styles.block}`} aria-labelledby={id} data-testid="service-reviews">
      <h2 id={id} className={styles.heading}>
        {t('block.heading')}
      </h2>
      <ReviewSummaryLine summary={summary} />
      <ul className={styles.list}>
        {reviews.map((review) => (
          <ReviewCard key={review._id} review={review} />
        ))}
      </ul>
      <p>
        <RouterLink href={ROUTES.reviews}>{t('block.all')}</RouterLink>
      </p>
    </section>
  );
}
