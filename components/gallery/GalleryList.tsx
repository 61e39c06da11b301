import { ROUTES } from '../../lib/routes';
import { useGalleriesQuery } from '../../store/galleryApi';
import ButtonLink from '../common/ButtonLink';
import QueryFallback from '../common/QueryFallback';
import states from '../common/states.module.css';
import GalleryCard from './GalleryCard';
import styles from './gallery.module.css';
import { GALLERY_TEXT } from './galleryText';

/**
 * The logged-in customer's galleries, one card per photography order; with none yet, says when
 * photos arrive and links to the photography packages. Mount only while logged in.
 */
export default function GalleryList() {
  const query = useGalleriesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!query.data) {
    return (
      <QueryFallback
        query={query}
        loading="Loading your galleries…"
        failure="We could not load your galleries. Please try again in a moment."
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className={states.box} data-testid="galleries-empty">
        <p className={states.text}>
          No photos yet. {GALLERY_TEXT.noPhotosYet} Book a photographer for your next party and your gallery will be here.
        </p>
        <div className={states.actions}>
          <ButtonLink href={ROUTES.photography}>See photography packages</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label="Your galleries">
      {query.data.map((gallery) => (
        <GalleryCard key={gallery.orderId} gallery={gallery} />
      ))}
    </ul>
  );
}
