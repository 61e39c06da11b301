import { useId } from 'react';
import { useT } from '../i18n/I18nProvider';
import type { ChefRequirements } from '../../lib/contracts/catalog';
import styles from './OrderDetails.module.css';

/** Props of `ChefRequirementsBlock`. */
export interface ChefRequirementsBlockProps {
  requirements: ChefRequirements;
  /** Guests the ingredients are for. */
  people: number | null;
}

/** What the customer keeps ready for the chef: appliances, gas burners and the ingredient list. */
export default function ChefRequirementsBlock({ requirements, people }: ChefRequirementsBlockProps) {
  const t = useT('orders');
  const ingredientsHeadingId = useId();
  const { appliances, gasBurners, ingredients } = requirements;
  return (
    <section className={styles.section} data-testid="order-requirements">
      <h2 className={styles.sectionHeading}>{t('requirements.heading')}</h2>
      {appliances.length > 0 && (
        <ul className={styles.bullets}>
          {appliances.map((appliance) => (
            <li key={appliance}>{appliance}</li>
          ))}
        </ul>
      )}
      <p className={styles.paragraph}>{t('requirements.gasBurners', { count: gasBurners })}</p>
      {ingredients.length > 0 && (
        <>
          <h3 id={ingredientsHeadingId} className={styles.subHeading}>
            {people === null ? t('requirements.ingredients') : t('requirements.ingredientsFor', { count: people })}
          </h3>
          <table className={styles.table} aria-labelledby={ingredientsHeadingId}>
            <thead>
              <tr>
                <th scope="col">{t('requirements.ingredient')}</th>
                <th scope="col" className={styles.amount}>
                  {t('requirements.quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ingredients.map((ingredient) => (
                <tr key={ingredient.name}>
                  <th scope="row">{ingredient.name}</th>
                  <td className={styles.amount}>{ingredient.display}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
