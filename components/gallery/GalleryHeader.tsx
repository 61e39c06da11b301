import { useState } from 'react';
import type { ThumbnailsPage } from '../../lib/contracts/photos';
import { ROUTES } from '../../lib/routes';
import type { GalleryArg } from '../../store/galleryApi';
import ButtonLink from '../common/ButtonLink';
import ui from '../common/ui.module.css';
import DownloadAll from './DownloadAll';
import styles from './gallery.module.css';
import SharePanel from './SharePanel';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/** Props of `GalleryHeader`. */
export interface GalleryHeaderProps {
  gallery: GalleryArg;
  /** The order's id when the owner is looking (favourites, sharing, originals); unset for a guest. */
  owner?: string;
  order: ThumbnailsPage['order'];
  total: number;
  /** The answer to the owner's last favourite, e.g. the limit's message. */
  message: string;
}

/**
 * The top of one gallery: the order and event date, how many photos; for the owner the
 * favourites count ("3 of 20 favourites") with the server's refusal when over the limit, "Download all
 * (zip)" and "Share with guests"; for a guest, that the view is read-only and the web-size zip.
 */
export default function GalleryHeader({ gallery, owner, order, total, message }: GalleryHeaderProps) {
  const t = useT('gallery');
  const { date } = useFormat();
  const readOnly = owner === undefined;
  const [sharing, setSharing] = useState(false);
  return (
    <div className={styles.header}>
      <div>
        <h2 className={styles.subheading}>
          {readOnly ? t('header.guestTitle', { date: date(order.eventDate) }) : t('header.order', { number: order.orderNumber })}
        </h2>
        <p className={styles.muted}>
          {readOnly ? t('header.guestLine', { count: total }) : t('header.ownerLine', { count: total, date: date(order.eventDate) })}
        </p>
      </div>
      {!readOnly && (
        <div>
          <p aria-live="polite" data-testid="favourites-count">
            <strong>{t('favourites', { favourites: order.favourites, limit: order.favouriteLimit })}</strong>
          </p>
          <p className={styles.muted}>{t('header.favouritesHelp', { limit: order.favouriteLimit })}</p>
        </div>
      )}
      {message && (
        <p role="alert" className={styles.alert} data-testid="favourites-message">
          {message}
        </p>
      )}
      {total > 0 && (
        <div className={styles.actions}>
          <DownloadAll gallery={gallery} />
          {owner && (
            <button
              type="button"
              className={`${ui.button} ${ui.outlined}`}
              aria-expanded={sharing}
              onClick={() => setSharing((open) => !open)}
            >
              {t('header.share')}
            </button>
          )}
        </div>
      )}
      {owner && sharing && <SharePanel orderId={owner} />}
      {!readOnly && (
        <div>
          <ButtonLink href={ROUTES.photoGallery} variant="text" size="small">
            {t('header.all')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
