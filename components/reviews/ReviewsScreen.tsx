import type { ReviewPage } from '../../lib/contracts/reviews';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import ui from '../common/ui.module.css';
import ReviewCard from './ReviewCard';
import styles from './Reviews.module.css';
import ReviewSummaryLine from './ReviewSummaryLine';

/**
 * /reviews: every published review, newest first, 20 a page, each from a completed booking. With no
 * reviews yet it says so honestly instead of showing examples.
 */
export default function ReviewsScreen({ page }: { page: ReviewPage }) {
  const t = useT('reviews');
  const { reviews, summary } = page;
  const hasNext = page.page * page.pageSize < summary.count;
  const pageHref = (n: number) => (n === 1 ? ROUTES.reviews : `${ROUTES.reviews}?page=${n}`);
  return (
    <div className={ui.container}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ReviewSummaryLine summary={summary} />
      {reviews.length === 0 ? (
        <p className={styles.empty} data-testid="reviews-empty">
          {page.page === 1 ? t('empty') : t('emptyMore')}
        </p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
      )}
      {(page.page > 1 || hasNext) && (
        <nav className={styles.pager} aria-label={t('pager')}>
          {page.page > 1 && <RouterLink href={pageHref(page.page - 1)}>{t('newer')}</RouterLink>}
          {hasNext && <RouterLink href={pageHref(page.page + 1)}>{t('older')}</RouterLink>}
        </nav>
      )}
    </div>
  );
}
