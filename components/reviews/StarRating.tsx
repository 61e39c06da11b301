import { useT } from '../i18n/I18nProvider';
import styles from './Reviews.module.css';

/** Read-only stars for a rating of 1-5 (whole stars), with the number for screen readers. */
export default function StarRating({ rating }: { rating: number }) {
  const t = useT('reviews');
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={t('stars', { rating: String(rating) })}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
    </span>
  );
}
