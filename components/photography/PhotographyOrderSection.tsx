import type { PhotographyOrderFacts } from '../../lib/contracts/orders';
import styles from '../orders/OrderDetails.module.css';

/** The photography side of an order page: coverage, photos, edited photos and delivery, fixed at booking. */
export default function PhotographyOrderSection({ photography }: { photography: PhotographyOrderFacts }) {
  const hours = photography.hours + photography.extraHours;
  return (
    <section className={styles.section} data-testid="photography-order">
      <h2 className={styles.sectionHeading}>Your shoot</h2>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span>Coverage</span>
          <span>{`${hours} hours from arrival${photography.extraHours > 0 ? ` (${photography.extraHours} extra)` : ''}`}</span>
        </li>
        <li className={styles.row}>
          <span>Photos</span>
          <span>{`${photography.photosMin}-${photography.photosMax}, colour-corrected`}</span>
        </li>
        <li className={styles.row}>
          <span>Edited photos</span>
          <span>{`${photography.editedPhotos} of your favourites`}</span>
        </li>
        <li className={styles.row}>
          <span>Delivery</span>
          <span>{`Edited photos within ${photography.deliveryDays} days of your event`}</span>
        </li>
      </ul>
    </section>
  );
}
