import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import styles from '../common/states.module.css';

/** An unknown order (or another customer's): says so and links to the order list. */
export default function OrderNotFound() {
  return (
    <div className={styles.box} data-testid="order-not-found">
      <p className={styles.text}>We could not find this order.</p>
      <ButtonLink href={ROUTES.orderList}>Go to My Orders</ButtonLink>
    </div>
  );
}
