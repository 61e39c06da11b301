import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { REVIEW_EDIT_DAYS } from '../../lib/reviews';
import { useOrderReviewQuery } from '../../store/reviewsApi';
import StarRating from '../reviews/StarRating';
import QueryFallback from '../common/QueryFallback';
import styles from './OrderDetails.module.css';
import reviewStyles from './OrderReview.module.css';
import ReviewForm from './ReviewForm';

/**
 * "Rate your booking" on the order page of a completed order: the form for a new review, the
 * review with an edit form during its 7 days, then the review alone. Mount only for completed orders.
 */
export default function OrderReviewSection({ orderId }: { orderId: string }) {
  const query = useOrderReviewQuery(orderId);
  const [notice, setNotice] = useState('');
  const data = query.data;

  return (
    <section className={styles.section} aria-labelledby="order-review-heading" data-testid="order-review">
      <h2 id="order-review-heading" className={styles.sectionHeading}>
        Rate your booking
      </h2>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {!data ? (
        <QueryFallback
          query={query}
          loading="Loading your review…"
          failure="We could not load your review. Please try again in a moment."
        />
      ) : !data.canReview ? null : data.review && !data.review.editable ? (
        <>
          <StarRating rating={data.review.rating} />
          <p className={reviewStyles.stored}>{data.review.text}</p>
          <p className={`${styles.paragraph} ${styles.muted}`}>
            {`Reviews can be edited for ${REVIEW_EDIT_DAYS} days; yours was written on ${formatDate(data.review.createdAt)}.`}
          </p>
        </>
      ) : (
        <>
          {data.review && (
            <p className={`${styles.paragraph} ${styles.muted}`}>
              {`You can edit your review until ${formatDate(data.review.editableUntil)}.`}
            </p>
          )}
          <ReviewForm key={data.review?.updatedAt ?? 'new'} orderId={orderId} review={data.review} onSaved={setNotice} />
        </>
      )}
    </section>
  );
}
