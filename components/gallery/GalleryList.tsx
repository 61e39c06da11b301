import { ROUTES } from '../../lib/routes';
import { useGalleriesQuery } from '../../store/galleryApi';
import ButtonLink from '../common/ButtonLink';
import QueryFallback from '../common/QueryFallback';
import states from '../common/states.module.css';
import GalleryCard from './GalleryCard';
import styles from './gallery.module.css';
import { useT } from '../i18n/I18nProvider';

/**
 * The logged-in customer's galleries, one card per photography order; with none yet, says when
 * photos arrive and links to the photography packages. Mount only while logged in.
 */
export default function GalleryList() {
  const t = useT('gallery');
  const query = useGalleriesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!query.data) {
    return <QueryFallback query={query} loading={t('list.loading')} failure={t('list.failed')} />;
  }
  if (query.data.length === 0) {
    return (
      <div className={states.box} data-testid="galleries-empty">
        <p className={states.text}>{t('list.empty', { noPhotosYet: t('noPhotosYet') })}</p>
        <div className={states.actions}>
          <ButtonLink href={ROUTES.photography}>{t('list.packages')}</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label={t('list.label')}>
      {query.data.map((gallery) => (
        <GalleryCard key={gallery.orderId} gallery={gallery} />
      ))}
    </ul>
  );
}
