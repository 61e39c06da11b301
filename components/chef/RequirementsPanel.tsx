import type { ChefRequirements } from '../../lib/contracts/catalog';
import QueryFallback, { type QueryLike } from '../common/QueryFallback';
import { useT } from '../i18n/I18nProvider';
import styles from './steps.module.css';

/** Props of `RequirementsPanel`: the requirements query (data layer) and the guests they are for. */
export interface RequirementsPanelProps {
  query: QueryLike & { data?: ChefRequirements };
  people: number;
}

/**
 * What the customer keeps ready for the chef: special appliances, gas burners, and the
 * ingredients scaled to the number of people (shared ingredients summed once, kg/L above 1000 g/ml).
 * While loading it says so; a failure offers "Try again". Texts: the `chef` domain (names come from the API in the
 * page's language).
 */
export default function RequirementsPanel({ query, people }: RequirementsPanelProps) {
  const t = useT('chef');
  const requirements = query.data;
  return (
    <section className={styles.card} aria-labelledby="requirements-heading" data-testid="requirements">
      <h2 id="requirements-heading" className={styles.cardTitle}>
        {t('requirements.heading')}
      </h2>
      {!requirements ? (
        <QueryFallback query={query} loading={t('requirements.loading')} failure={t('requirements.failed')} />
      ) : (
        <>
          <p>
            <strong>{t('requirements.gasBurners')}</strong> {requirements.gasBurners}
          </p>
          {requirements.appliances.length > 0 && (
            <>
              <p>
                <strong>{t('requirements.appliances')}</strong>
              </p>
              <ul className={styles.list}>
                {requirements.appliances.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className={styles.cardTitle} style={{ marginTop: 12, fontSize: '1rem' }}>
            {t('requirements.ingredients', { count: people })}
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
          <p className={styles.hint}>{t('requirements.chefHours', { hours: requirements.chefHours })}</p>
        </>
      )}
    </section>
  );
}
