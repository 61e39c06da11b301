import { useId } from 'react';
import { BUFFET_EXCLUSIONS, FOOD_INCLUSIONS } from '../../data/food/inclusions';
import type { FoodService } from '../../lib/booking';
import { useT } from '../i18n/I18nProvider';
import styles from './food.module.css';

/** What the food service includes (buffet: 2 chefs, 2 waiters, chafing dishes, crockery, transport, water can) and what it does not. */
export default function FoodInclusions({ service }: { service: FoodService }) {
  const headingId = useId();
  const t = useT('serviceFacts');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('included.heading')}
      </h2>
      <ul className={styles.facts}>
        {FOOD_INCLUSIONS[service].map((line, index) => (
          <li key={line}>{t(`included.${service}.${index}`)}</li>
        ))}
      </ul>
      {service === 'buffet' && (
        <p className={styles.licence}>
          {t('included.notIncluded', { items: BUFFET_EXCLUSIONS.map((_, index) => t(`included.exclusion.${index}`)).join('; ') })}
        </p>
      )}
    </section>
  );
}
