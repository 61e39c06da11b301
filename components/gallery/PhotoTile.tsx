import type { GalleryPhoto } from '../../lib/contracts/photos';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import HeartIcon from './HeartIcon';
import { useT } from '../i18n/I18nProvider';

/** Props of `PhotoTile`. */
export interface PhotoTileProps {
  photo: GalleryPhoto;
  /** 1-based position in the gallery. */
  position: number;
  total: number;
  onOpen: (position: number) => void;
  /** The thumbnail failed to load (its signed URL may have expired). */
  onImageError: () => void;
  /** Mark favourites (the owner's choice; a guest's view shows none). */
  markFavourite: boolean;
}

/**
 * One thumbnail of the grid: a button that opens the viewer, named by its image's alt text
 * ("Photo 12 of 40"). The square box is sized by the grid, and the image carries its width and height,
 * so nothing moves while thumbnails load (lazily, decoded off the main thread). A heart marks the owner's favourites.
 */
export default function PhotoTile({ photo, position, total, onOpen, onImageError, markFavourite }: PhotoTileProps) {
  const t = useT('gallery');
  const favourite = markFavourite && photo.favourite;
  return (
    <li className={styles.tile} data-testid="gallery-tile">
      <button type="button" className={styles.tileButton} onClick={() => onOpen(position)}>
        {/* eslint-disable-next-line @next/next/no-img-element -- short-lived signed URLs, already sized WebP thumbnails */}
        <img
          className={styles.tileImage}
          src={photo.thumbUrl}
          alt={t('photoLabel', { position, total })}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
          onError={onImageError}
        />
        {favourite && <span className={ui.visuallyHidden}>{t('tile.favourite')}</span>}
      </button>
      {favourite && (
        <span className={styles.tileBadge} aria-hidden="true">
          <HeartIcon filled size={16} />
        </span>
      )}
    </li>
  );
}
