import type { ChefRequirements } from '../../lib/contracts/catalog';
import QueryFallback, { type QueryLike } from '../common/QueryFallback';
import styles from './steps.module.css';

/** Props of `RequirementsPanel`: the requirements query (data layer) and the guests they are for. */
export interface RequirementsPanelProps {
  query: QueryLike & { data?: ChefRequirements };
  people: number;
}

/**
 * What the customer keeps ready for the chef: special appliances, gas burners, and the
 * ingredients scaled to the number of people (shared ingredients summed once, kg/L above 1000 g/ml).
 * While loading it says so; a failure offers "Try again".
 */
export default function RequirementsPanel({ query, people }: RequirementsPanelProps) {
  const requirements = query.data;
  return (
    <section className={styles.card} aria-labelledby="requirements-heading" data-testid="requirements">
      <h2 id="requirements-heading" className={styles.cardTitle}>
        Keep ready for the chef
      </h2>
      {!requirements ? (
        <QueryFallback query={query} loading="Working out your ingredient list…" failure="We could not work out your ingredient list." />
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
