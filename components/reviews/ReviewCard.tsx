import { formatDate } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import type { PublicReview } from '../../lib/contracts/reviews';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import styles from './Reviews.module.css';
import StarRating from './StarRating';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A review's month ("March 2026", as the server writes it) in the page's language ("मार्च 2026"). */
function reviewMonthIn(month: string, locale: Locale): string {
  const [name, year] = month.split(' ');
  const index = MONTHS.indexOf(name ?? '');
  if (locale === 'en' || index < 0 || !year) return month;
  // the day is dropped: a review shows only the month of its booking
  return formatDate(`${year}-${String(index + 1).padStart(2, '0')}-15`, locale).replace(/^15 /, '');
}

/**
 * One published review: stars, the "Verified booking" label (every review comes from a completed order),
 * the text, then the reviewer's first name and initial, the service and the month of the booking.
 */
export default function ReviewCard({ review }: { review: PublicReview }) {
  const t = useT('reviews');
  const { locale } = useFormat();
  return (
    <li className={styles.card} data-testid="review">
      <div className={styles.header}>
        <StarRating rating={review.rating} />
        <span className={styles.verified}>✓ {t('verified')}</span>
      </div>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.meta}>
        {review.reviewer === 'Customer' ? t('customer') : review.reviewer} · {t(`service.${review.service}`)} ·{' '}
        {reviewMonthIn(review.month, locale)}
      </p>
    </li>
  );
}
