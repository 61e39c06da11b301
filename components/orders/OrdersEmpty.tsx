import { ROUTES } from '../../lib/routes';
import { useT } from '../i18n/I18nProvider';
import ButtonLink from '../common/ButtonLink';
import styles from '../common/states.module.css';

/** "You have no orders yet." with links to book a chef or a decoration. */
export default function OrdersEmpty() {
  const t = useT('orders');
  return (
    <div className={styles.box} data-testid="orders-empty">
      <p className={styles.text}>{t('empty.text')}</p>
      <div className={styles.actions}>
        <ButtonLink href={ROUTES.chef}>{t('empty.chef')}</ButtonLink>
        <ButtonLink href={ROUTES.decoration} variant="outlined">
          {t('empty.decoration')}
        </ButtonLink>
      </div>
    </div>
  );
}
