import { formatRupees } from '../../lib/format';
import type { OrderDetails } from '../../lib/contracts/orders';
import styles from './OrderDetails.module.css';

/** Props of `OrderItemsList`. */
export interface OrderItemsListProps {
  items: OrderDetails['items'];
  /** Section heading, e.g. "Dishes" for a chef booking. */
  heading: string;
}

/** The dishes (chef) or the product and add-ons (decoration) of an order, each with its amount. */
export default function OrderItemsList({ items, heading }: OrderItemsListProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      <ul className={styles.rows} data-testid="order-items">
        {items.map((item) => (
          <li key={item._id} className={styles.row}>
            <span>
              {item.name}
              {item.quantity !== undefined && item.quantity > 1 && ` × ${item.quantity}`}
            </span>
            {item.dish_rate !== undefined && <span className={styles.amount}>{formatRupees(item.dish_rate)}</span>}
            {item.dish_rate === undefined && item.price !== undefined && (
              <span className={styles.amount}>{formatRupees(item.price * (item.quantity ?? 1))}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
