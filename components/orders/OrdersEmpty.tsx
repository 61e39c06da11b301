import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import styles from '../common/states.module.css';

/** "You have no orders yet." with links to book a chef or a decoration. */
export default function OrdersEmpty() {
  return (
    <div className={styles.box} data-testid="orders-empty">
      <p className={styles.text}>You have no orders yet.</p>
      <div className={styles.actions}>
        <ButtonLink href={ROUTES.chef}>Book a Chef</ButtonLink>
        <ButtonLink href={ROUTES.decoration} variant="outlined">
          Balloon Decoration
        </ButtonLink>
      </div>
    </div>
  );
}
