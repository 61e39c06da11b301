import { useId } from 'react';
import { BUFFET_EXCLUSIONS, FOOD_INCLUSIONS } from '../../data/food/inclusions';
import type { FoodService } from '../../lib/booking';
import styles from './food.module.css';

/** What the food service includes (buffet: 2 chefs, 2 waiters, chafing dishes, crockery, transport, water can) and what it does not. */
export default function FoodInclusions({ service }: { service: FoodService }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        What is included
      </h2>
      <ul className={styles.facts}>
        {FOOD_INCLUSIONS[service].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {service === 'buffet' && <p className={styles.licence}>Not included: {BUFFET_EXCLUSIONS.join('; ')}.</p>}
    </section>
  );
}
