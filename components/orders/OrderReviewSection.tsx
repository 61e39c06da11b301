import { useState } from 'react';
import { REVIEW_EDIT_DAYS } from '../../lib/reviews';
import { useOrderReviewQuery } from '../../store/reviewsApi';
import StarRating from '../reviews/StarRating';
import QueryFallback from '../common/QueryFallback';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import styles from './OrderDetails.module.css';
import reviewStyles from './OrderReview.module.css';
import ReviewForm from './ReviewForm';

/**
 * "Rate your booking" on the order page of a completed order: the form for a new review, the
 * review with an edit form during its 7 days, then the review alone. Mount only for completed orders. In the page's
 * language (the review's text is the customer's own).
 */
export default function OrderReviewSection({ orderId }: { orderId: string }) {
  const query = useOrderReviewQuery(orderId);
  const [notice, setNotice] = useState('');
  const t = useT('orders');
  const format = useFormat();
  const data = query.data;

  return (
    <section className={styles.section} aria-labelledby="order-review-heading" data-testid="order-review">
      <h2 id="order-review-heading" className={styles.sectionHeading}>
        {t('review.heading')}
      </h2>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {!data ? (
        <QueryFallback query={query} loading={t('review.loading')} failure={t('review.failed')} />
      ) : !data.canReview ? null : data.review && !data.review.editable ? (
        <>
          <StarRating rating={data.review.rating} />
          <p className={reviewStyles.stored}>{data.review.text}</p>
          <p className={`${styles.paragraph} ${styles.muted}`}>
            {t('review.locked', { days: REVIEW_EDIT_DAYS, date: format.date(data.review.createdAt) })}
          </p>
        </>
      ) : (
        <>
          {data.review && (
            <p className={`${styles.paragraph} ${styles.muted}`}>
              {t('review.editUntil', { date: format.date(data.review.editableUntil) })}
            </p>
          )}
          <ReviewForm key={data.review?.updatedAt ?? 'new'} orderId={orderId} review={data.review} onSaved={setNotice} />
        </>
      )}
    </section>
  );
}
