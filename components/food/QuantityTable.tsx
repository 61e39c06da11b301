import { useId } from 'react';
import type { FoodQuantity } from '../../lib/contracts/orders';
import { COMPLIMENTARY_ITEMS } from '../../lib/pricing';
import styles from './food.module.css';

/**
 * How much of every dish comes for the guests ("6.38 kg", "2.5 L", "58 pieces") and the complimentary
 * items at ₹0. Used by step 2 (estimated from the draft) and the order page (fixed at booking).
 */
export default function QuantityTable({ quantities, guests }: { quantities: readonly FoodQuantity[]; guests: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="food-quantities">
      <h2 id={headingId} className={styles.sectionTitle}>
        Quantities for {guests} guests
      </h2>
      <table className={styles.quantities}>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {quantities.map((q) => (
            <tr key={q._id}>
              <th scope="row">{q.name}</th>
              <td>{q.display}</td>
            </tr>
          ))}
          {COMPLIMENTARY_ITEMS.map((item) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              <td>Complimentary, ₹0</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
