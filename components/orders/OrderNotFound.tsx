import { ROUTES } from '../../lib/routes';
import { useT } from '../i18n/I18nProvider';
import ButtonLink from '../common/ButtonLink';
import styles from '../common/states.module.css';

/** An unknown order (or another customer's): says so and links to the order list. */
export default function OrderNotFound() {
  const t = useT('orders');
  return (
    <div className={styles.box} data-testid="order-not-found">
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink href={ROUTES.orderList}>{t('notFound.link')}</ButtonLink>
    </div>
  );
}
