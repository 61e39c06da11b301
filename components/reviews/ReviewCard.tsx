import type { PublicReview } from '../../lib/contracts/reviews';
import { VERIFIED_BOOKING_LABEL } from '../../lib/reviews';
import styles from './Reviews.module.css';
import StarRating from './StarRating';

/**
 * One published review: stars, the "Verified booking" label (every review comes from a completed order),
 * the text, then the reviewer's first name and initial, the service and the month of the booking.
 */
export default function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <li className={styles.card} data-testid="review">
      <div className={styles.header}>
        <StarRating rating={review.rating} />
        <span className={styles.verified}>✓ {VERIFIED_BOOKING_LABEL}</span>
      </div>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.meta}>
        {review.reviewer} · {review.serviceName} · {review.month}
      </p>
    </li>
  );
}
