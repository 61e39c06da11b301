import type { PhotographyOrderFacts } from '../../lib/contracts/orders';
import { useT } from '../i18n/I18nProvider';
import styles from '../orders/OrderDetails.module.css';

/** The photography side of an order page: coverage, photos, edited photos and delivery, fixed at booking. */
export default function PhotographyOrderSection({ photography }: { photography: PhotographyOrderFacts }) {
  const t = useT('serviceFacts');
  const hours = photography.hours + photography.extraHours;
  return (
    <section className={styles.section} data-testid="photography-order">
      <h2 className={styles.sectionHeading}>{t('shoot.heading')}</h2>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span>{t('shoot.coverage')}</span>
          <span>
            {photography.extraHours > 0
              ? t('shoot.coverageExtra', { hours, extra: photography.extraHours })
              : t('shoot.coverageValue', { hours })}
          </span>
        </li>
        <li className={styles.row}>
          <span>{t('shoot.photos')}</span>
          <span>{t('shoot.photosValue', { min: String(photography.photosMin), max: String(photography.photosMax) })}</span>
        </li>
        <li className={styles.row}>
          <span>{t('shoot.edited')}</span>
          <span>{t('shoot.editedValue', { count: photography.editedPhotos })}</span>
        </li>
        <li className={styles.row}>
          <span>{t('shoot.delivery')}</span>
          <span>{t('shoot.deliveryValue', { days: photography.deliveryDays })}</span>
        </li>
      </ul>
    </section>
  );
}
