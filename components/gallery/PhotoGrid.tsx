import type { GalleryPhoto } from '../../lib/contracts/photos';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import PhotoTile from './PhotoTile';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useT } from '../i18n/I18nProvider';

/** Props of `PhotoGrid`. */
export interface PhotoGridProps {
  photos: GalleryPhoto[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (position: number) => void;
  onImageError: () => void;
  /** Mark the owner's favourites (not in a guest's view). */
  markFavourites: boolean;
}

/**
 * The gallery's thumbnails: a responsive grid (3 columns on phones, 6 on desktops) that loads
 * the next page as its end nears (an IntersectionObserver sentinel), with a visible "Load more photos"
 * button as the fallback and for keyboard users, and how many of the photos are shown so far.
 */
export default function PhotoGrid(props: PhotoGridProps) {
  const t = useT('gallery');
  const { photos, total, hasMore, loadingMore, onLoadMore, onOpen, onImageError, markFavourites } = props;
  const sentinel = useInfiniteScroll<HTMLDivElement>(onLoadMore, hasMore && !loadingMore);
  return (
    <>
      <ul className={styles.grid} aria-label={t('grid.label')} data-testid="gallery-grid">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo._id}
            photo={photo}
            position={index + 1}
            total={total}
            onOpen={onOpen}
            onImageError={onImageError}
            markFavourite={markFavourites}
          />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more}>
        <p className={styles.muted} role="status" data-testid="gallery-shown">
          {hasMore ? t('grid.showing', { shown: photos.length, total }) : t('grid.all', { total })}
        </p>
        {hasMore && (
          <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={onLoadMore} aria-busy={loadingMore}>
            {loadingMore ? t('grid.loadingMore') : t('grid.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
