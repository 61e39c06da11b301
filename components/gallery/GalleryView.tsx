import { useCallback, useMemo, useState } from 'react';
import type { GalleryPhoto } from '../../lib/contracts/photos';
import { failedWith } from '../../services/errors';
import type { GalleryArg } from '../../store/galleryApi';
import QueryFallback from '../common/QueryFallback';
import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import states from '../common/states.module.css';
import GalleryHeader from './GalleryHeader';
import GalleryUnavailable from './GalleryUnavailable';
import OwnerPhotoActions from './OwnerPhotoActions';
import PhotoGrid from './PhotoGrid';
import PhotoViewer from './PhotoViewer';
import { useGalleryPhotos } from './useGalleryPhotos';
import { useT } from '../i18n/I18nProvider';

/**
 * Props of `GalleryView`: the owner's order, or a guest's share token (the same gallery read-only: no
 * favourites, edits, sharing or originals) with the order's id when the link carries it.
 */
export type GalleryViewProps = GalleryArg;

/**
 * One order's gallery: the header, the thumbnail grid with infinite scroll and the full-screen
 * viewer; for the owner also favourites, edit requests, originals and share links. An unknown order, or a
 * share link that expired or was revoked (also while it is open: the next page or URL refresh is refused),
 * shows why instead.
 */
export default function GalleryView(props: GalleryViewProps) {
  const t = useT('gallery');
  const { orderId, share } = props;
  // the pages' cache key: a favourite writes into the owner's `{ orderId }`
  const arg = useMemo<GalleryArg>(() => (share === undefined ? { orderId: orderId ?? '' } : { orderId, share }), [orderId, share]);
  const ownerOrderId = share === undefined ? orderId : undefined;
  const { query, photos, order, total, hasMore, loadingMore, loadMore, refreshUrls } = useGalleryPhotos(arg);
  const [position, setPosition] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const closeViewer = useCallback(() => setPosition(null), []);

  // the API answers 404 to everyone but the owner and a live share link (400: a malformed id or token)
  if (failedWith(query.error, 404, 400) && (share || !order)) {
    return share ? <GalleryUnavailable text={t('linkExpired')} /> : <GalleryUnavailable text={t('notFound')} backToList />;
  }
  if (!order) return <QueryFallback query={query} loading={t('view.loading')} failure={t('view.failed')} />;

  const owner = ownerOrderId !== undefined && !order.readOnly ? ownerOrderId : undefined;
  const readOnly = owner === undefined;
  const actions = owner
    ? (photo: GalleryPhoto) => <OwnerPhotoActions key={photo._id} orderId={owner} photo={photo} onMessage={setMessage} />
    : undefined;

  return (
    <>
      <GalleryHeader gallery={arg} owner={owner} order={order} total={total} message={message} />
      {total === 0 ? (
        <div className={states.box} data-testid="gallery-empty">
          <p className={states.text}>{t('view.empty', { noPhotosYet: t('noPhotosYet') })}</p>
          {!readOnly && (
            <ButtonLink href={ROUTES.photoGallery} variant="outlined">
              {t('title')}
            </ButtonLink>
          )}
        </div>
      ) : (
        <PhotoGrid
          photos={photos}
          total={total}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={loadMore}
          onOpen={setPosition}
          onImageError={refreshUrls}
          markFavourites={!readOnly}
        />
      )}
      {position !== null && (
        <PhotoViewer
          photos={photos}
          total={total}
          position={Math.min(position, total)}
          onPositionChange={setPosition}
          onClose={closeViewer}
          onNeedMore={loadMore}
          onImageError={refreshUrls}
          actions={actions}
          message={message}
        />
      )}
    </>
  );
}
