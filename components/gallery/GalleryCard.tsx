import type { GallerySummary } from '../../lib/contracts/photos';
import RouterLink from '../common/RouterLink';
import styles from './gallery.module.css';
import { orderGalleryPath } from './galleryPaths';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/**
 * One gallery in the customer's list: the cover thumbnail (a fixed 3:2 box), the service,
 * order number, event date, photo count and favourites, all one link to the gallery.
 */
export default function GalleryCard({ gallery }: { gallery: GallerySummary }) {
  const t = useT('gallery');
  const locale = useLocale();
  const { date } = useFormat();
  const count = gallery.photoCount;
  return (
    <li>
      <RouterLink href={orderGalleryPath(gallery.orderId)} className={styles.card} data-testid="gallery-card">
        {gallery.coverThumbUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- short-lived signed URL of a WebP thumbnail
          <img className={styles.cover} src={gallery.coverThumbUrl} alt="" width={400} height={267} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.coverEmpty}>{t('noPhotosYet')}</span>
        )}
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{locale === 'en' ? gallery.service : t('card.service')}</span>
          <span className={styles.muted}>{t('card.order', { number: gallery.orderNumber })}</span>
          <span className={styles.muted}>{t('card.event', { date: date(gallery.eventDate) })}</span>
          <span>{count === 0 ? t('card.none') : t('photos', { count })}</span>
          {count > 0 && (
            <span className={styles.muted}>{t('favourites', { favourites: gallery.favourites, limit: gallery.favouriteLimit })}</span>
          )}
        </span>
      </RouterLink>
    </li>
  );
}
