import type { FoodOrderFacts } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { DISPOSABLES_PER_GUEST, SERVING_TABLES_CHARGE } from '../../lib/pricing';
import styles from '../orders/OrderDetails.module.css';
import { useT } from '../i18n/I18nProvider';
import FoodInclusions from './FoodInclusions';
import QuantityTable from './QuantityTable';

/**
 * The food side of an order page: the quantity of every dish fixed at booking for the guests, the
 * complimentary items, the extras the customer ticked and what the service includes.
 */
export default function FoodOrderSection({ food }: { food: FoodOrderFacts }) {
  const t = useT('serviceFacts');
  const extras = [
    food.extras.disposables && t('order.disposables', { price: formatRupees(DISPOSABLES_PER_GUEST) }),
    food.extras.tables && t('order.tables', { price: formatRupees(SERVING_TABLES_CHARGE) }),
  ].filter(Boolean);
  return (
    <section className={styles.section} data-testid="food-order">
      <QuantityTable quantities={food.quantities} guests={food.guests} />
      {extras.length > 0 && <p className={styles.paragraph}>{t('order.extras', { extras: extras.join(', ') })}</p>}
      <FoodInclusions service={food.service} />
    </section>
  );
}
