import { useGalleriesQuery } from '../../store/galleryApi';
import ButtonLink from '../common/ButtonLink';
import orderStyles from '../orders/OrderDetails.module.css';
import { GALLERY_TEXT } from './galleryText';
import { orderGalleryPath } from './galleryPaths';

/**
 * A photography order's way to its photos on the order page ("the order page shows" the gallery
 * link): how many photos are ready and a link to the gallery; before the upload, when they will come.
 */
export default function OrderGalleryLink({ orderId }: { orderId: string }) {
  const { data } = useGalleriesQuery();
  const count = data?.find((gallery) => gallery.orderId === orderId)?.photoCount ?? 0;
  return (
    <section className={orderStyles.section} data-testid="order-gallery">
      <h2 className={orderStyles.sectionHeading}>Your photos</h2>
      <p className={orderStyles.paragraph}>
        {count > 0 ? `${count} ${count === 1 ? 'photo is' : 'photos are'} ready in your gallery.` : GALLERY_TEXT.noPhotosYet}
      </p>
      <div>
        <ButtonLink href={orderGalleryPath(orderId)} variant={count > 0 ? 'contained' : 'outlined'}>
          {count > 0 ? 'View your photos' : 'Open your gallery'}
        </ButtonLink>
      </div>
    </section>
  );
}
