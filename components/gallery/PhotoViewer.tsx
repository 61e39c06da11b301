import { useCallback, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryPhoto } from '../../lib/contracts/photos';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';
import { useModalFocus } from './useModalFocus';
import { useSwipe } from './useSwipe';
import { useT } from '../i18n/I18nProvider';

/** Props of `PhotoViewer`. */
export interface PhotoViewerProps {
  /** The photos loaded so far, in gallery order. */
  photos: GalleryPhoto[];
  total: number;
  /** 1-based position of the photo shown. */
  position: number;
  onPositionChange: (position: number) => void;
  onClose: () => void;
  /** The position is past the loaded photos: load the next page. */
  onNeedMore: () => void;
  onImageError: () => void;
  /** The owner's actions on the photo shown (favourite, edit request, original). */
  actions?: (photo: GalleryPhoto) => ReactNode;
  /** The answer to the last action, e.g. the favourites limit. */
  message?: string;
}

/** Keys typed into these move the caret, not the viewer. */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The full-screen viewer: a modal dialog (focus kept inside and returned on close) showing the
 * web-size image with its position ("12 / 40"); ← → keys, the arrow buttons and swipes move between photos,
 * Escape and Close close it. The neighbours are preloaded, so moving on shows the next photo at once.
 */
export default function PhotoViewer(props: PhotoViewerProps) {
  const t = useT('gallery');
  const { photos, total, position, onPositionChange, onClose, onNeedMore, onImageError, actions, message } = props;
  const dialog = useModalFocus<HTMLDivElement>();
  const photo = photos[position - 1];

  const move = useCallback(
    (step: 1 | -1) => {
      const next = position + step;
      if (next >= 1 && next <= total) onPositionChange(next);
    },
    [position, total, onPositionChange],
  );
  const swipe = useSwipe((direction) => move(direction === 'next' ? 1 : -1));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      if (event.target instanceof HTMLElement && TYPING.has(event.target.tagName)) return;
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [move, onClose]);

  // past the loaded photos (moving on from the last one loaded): fetch the next page; near the end: fetch it early
  useEffect(() => {
    if (position > photos.length - 2 && photos.length < total) onNeedMore();
  }, [position, photos.length, total, onNeedMore]);

  useEffect(() => {
    for (const neighbour of [photos[position - 2], photos[position]]) {
      if (!neighbour) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = neighbour.webUrl;
    }
  }, [photos, position]);

  const label = t('photoLabel', { position, total });
  return createPortal(
    <div
      ref={dialog}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer.label')}
      tabIndex={-1}
      data-testid="photo-viewer"
    >
      <div className={styles.viewerBar}>
        <span className={styles.position} aria-live="polite" aria-atomic="true" data-testid="viewer-position">
          <span className={ui.visuallyHidden}>{label}</span>
          <span aria-hidden="true">{`${position} / ${total}`}</span>
        </span>
        <button type="button" className={`${ui.button} ${ui.outlined} ${styles.lightButton}`} onClick={onClose} data-autofocus>
          {t('viewer.close')}
        </button>
      </div>
      <div className={styles.stage} {...swipe} data-testid="viewer-stage">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- short-lived signed URL of the web-size WebP, sized by the API
          <img
            key={photo._id}
            className={styles.stageImage}
            src={photo.webUrl}
            alt={label}
            width={photo.width}
            height={photo.height}
            decoding="async"
            style={{ backgroundImage: `url("${photo.thumbUrl}")` }}
            onError={onImageError}
          />
        ) : (
          <p role="status">{t('viewer.loading')}</p>
        )}
        <button
          type="button"
          className={`${styles.nav} ${styles.prev}`}
          onClick={() => move(-1)}
          aria-disabled={position <= 1}
          aria-label={t('viewer.previous')}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${styles.nav} ${styles.next}`}
          onClick={() => move(1)}
          aria-disabled={position >= total}
          aria-label={t('viewer.next')}
        >
          ›
        </button>
      </div>
      <div className={styles.viewerBar}>
        {photo && (
          // a JPEG, which every phone's gallery and messaging app opens (the web size is WebP)
          <a className={`${ui.button} ${ui.outlined} ${styles.lightButton}`} href={photo.jpegUrl} download>
            {t('viewer.download')}
          </a>
        )}
        {photo?.originalUrl && (
          <a className={`${ui.button} ${ui.outlined} ${styles.lightButton}`} href={photo.originalUrl} download>
            {t('viewer.original')}
          </a>
        )}
        {photo && actions?.(photo)}
        {message && (
          <p role="alert" className={styles.viewerMessage}>
            {message}
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
