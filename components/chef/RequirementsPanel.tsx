import type { ChefRequirements } from '../../services/catalog';
import styles from './steps.module.css';

/**
 * Issue 5: what the customer keeps ready for the chef: special appliances, gas burners, and the
 * ingredients scaled to the number of people (shared ingredients summed once, kg/L above 1000 g/ml).
 */
export default function RequirementsPanel({ requirements, people }: { requirements: ChefRequirements | null; people: number }) {
  return (
    <section className={styles.card} aria-labelledby="requirements-heading" data-testid="requirements">
      <h2 id="requirements-heading" className={styles.cardTitle}>
        Keep ready for the chef
      </h2>
      {!requirements ? (
        <p className={styles.hint} role="status">
          Working out your ingredient list…
        </p>
      ) : (
        <>
          <p>
            <strong>Gas burners:</strong> {requirements.gasBurners}
          </p>
          {requirements.appliances.length > 0 && (
            <>
              <p>
                <strong>Special appliances:</strong>
              </p>
              <ul className={styles.list}>
                {requirements.appliances.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className={styles.cardTitle} style={{ marginTop: 12, fontSize: '1rem' }}>
            Ingredients for {people} {people === 1 ? 'person' : 'people'}
          </h3>
          <table className={styles.ingredients}>
            <tbody>
              {requirements.ingredients.map((ingredient) => (
                <tr key={ingredient.name}>
                  <th scope="row">{ingredient.name}</th>
                  <td>{ingredient.display}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>The chef stays up to {requirements.chefHours} hours after arriving and leaves the kitchen clean.</p>
        </>
      )}
    </section>
  );
}
