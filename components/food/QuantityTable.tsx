import { useId } from 'react';
import type { FoodQuantity } from '../../lib/contracts/orders';
import { COMPLIMENTARY_ITEMS } from '../../lib/pricing';
import { useT, type T } from '../i18n/I18nProvider';
import styles from './food.module.css';

/** A quantity as lib/pricing writes it ("6.38 kg", "58 pieces") in the page's language ("6.38 किलो"). */
function quantityText(display: string, t: T): string {
  const match = /^([\d.,]+) (kg|g|L|ml|piece|pieces)$/.exec(display);
  return match ? t(`unit.${match[2]}`, { amount: match[1]! }) : display;
}

/**
 * How much of every dish comes for the guests ("6.38 kg", "2.5 L", "58 pieces") and the complimentary
 * items at ₹0. Used by step 2 (estimated from the draft) and the order page (fixed at booking).
 */
export default function QuantityTable({ quantities, guests }: { quantities: readonly FoodQuantity[]; guests: number }) {
  const headingId = useId();
  const t = useT('serviceFacts');
  return (
    <section aria-labelledby={headingId} data-testid="food-quantities">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('quantities.heading', { guests })}
      </h2>
      <table className={styles.quantities}>
        <thead>
          <tr>
            <th scope="col">{t('quantities.dish')}</th>
            <th scope="col">{t('quantities.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {quantities.map((q) => (
            <tr key={q._id}>
              <th scope="row">{q.name}</th>
              <td>{quantityText(q.display, t)}</td>
            </tr>
          ))}
          {COMPLIMENTARY_ITEMS.map((item) => (
            <tr key={item}>
              <th scope="row">{t(`complimentary.${item}`)}</th>
              <td>{t('quantities.complimentary')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
