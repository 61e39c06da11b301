import type { GallerySummary } from '../../lib/contracts/photos';
import { formatDate } from '../../lib/format';
import RouterLink from '../common/RouterLink';
import styles from './gallery.module.css';
import { favouritesText, GALLERY_TEXT } from './galleryText';
import { orderGalleryPath } from './galleryPaths';

/**
 * One gallery in the customer's list: the cover thumbnail (a fixed 3:2 box), the service,
 * order number, event date, photo count and favourites, all one link to the gallery.
 */
export default function GalleryCard({ gallery }: { gallery: GallerySummary }) {
  const count = gallery.photoCount;
  return (
    <li>
      <RouterLink href={orderGalleryPath(gallery.orderId)} className={styles.card} data-testid="gallery-card">
        {gallery.coverThumbUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- short-lived signed URL of a WebP thumbnail
          <img className={styles.cover} src={gallery.coverThumbUrl} alt="" width={400} height={267} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.coverEmpty}>{GALLERY_TEXT.noPhotosYet}</span>
        )}
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{gallery.service}</span>
          <span className={styles.muted}>Order {gallery.orderNumber}</span>
          <span className={styles.muted}>Event on {formatDate(gallery.eventDate)}</span>
          <span>{count === 0 ? 'No photos yet' : `${count} ${count === 1 ? 'photo' : 'photos'}`}</span>
          {count > 0 && <span className={styles.muted}>{favouritesText(gallery.favourites, gallery.favouriteLimit)}</span>}
        </span>
      </RouterLink>
    </li>
  );
}
