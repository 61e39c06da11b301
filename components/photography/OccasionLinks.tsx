import { photographyCategoryPath } from '../../data/photography/paths';
import type { PhotographyOccasionView } from '../../lib/contracts/photography';
import RouterLink from '../common/RouterLink';
import styles from './photography.module.css';

/** Links to every occasion's category page (`/photography-page/{occasion}`), the current one left out. */
export default function OccasionLinks({
  occasions,
  heading = 'Photography by occasion',
  current,
}: {
  occasions: readonly PhotographyOccasionView[];
  heading?: string;
  current?: string;
}) {
  return (
    <nav className={styles.section} aria-labelledby="occasions-heading">
      <h2 id="occasions-heading" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.occasions}>
        {occasions
          .filter((occasion) => occasion.slug !== current)
          .map((occasion) => (
            <li key={occasion.slug}>
              <RouterLink href={photographyCategoryPath(occasion.slug)}>{occasion.name} Photography</RouterLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
