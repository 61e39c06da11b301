import { useId } from 'react';
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
  const ingredientsHeadingId = useId();
  const { appliances, gasBurners, ingredients } = requirements;
  return (
    <section className={styles.section} data-testid="order-requirements">
      <h2 className={styles.sectionHeading}>Keep ready</h2>
      {appliances.length > 0 && (
        <ul className={styles.bullets}>
          {appliances.map((appliance) => (
            <li key={appliance}>{appliance}</li>
          ))}
        </ul>
      )}
      <p className={styles.paragraph}>Gas burners: {gasBurners}</p>
      {ingredients.length > 0 && (
        <>
          <h3 id={ingredientsHeadingId} className={styles.subHeading}>
            {people === null ? 'Ingredients' : `Ingredients for ${people} people`}
          </h3>
          <table className={styles.table} aria-labelledby={ingredientsHeadingId}>
            <thead>
              <tr>
                <th scope="col">Ingredient</th>
                <th scope="col" className={styles.amount}>
                  Quantity
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
