import { useGalleriesQuery } from '../../store/galleryApi';
import ButtonLink from '../common/ButtonLink';
import orderStyles from '../orders/OrderDetails.module.css';
import { orderGalleryPath } from './galleryPaths';
import { useT } from '../i18n/I18nProvider';

/**
 * A photography order's way to its photos on the order page ("the order page shows" the gallery
 * link): how many photos are ready and a link to the gallery; before the upload, when they will come.
 */
export default function OrderGalleryLink({ orderId }: { orderId: string }) {
  const t = useT('gallery');
  const { data } = useGalleriesQuery();
  const count = data?.find((gallery) => gallery.orderId === orderId)?.photoCount ?? 0;
  return (
    <section className={orderStyles.section} data-testid="order-gallery">
      <h2 className={orderStyles.sectionHeading}>{t('order.heading')}</h2>
      <p className={orderStyles.paragraph}>{count > 0 ? t('order.ready', { count }) : t('noPhotosYet')}</p>
      <div>
        <ButtonLink href={orderGalleryPath(orderId)} variant={count > 0 ? 'contained' : 'outlined'}>
          {count > 0 ? t('order.view') : t('order.open')}
        </ButtonLink>
      </div>
    </section>
  );
}
