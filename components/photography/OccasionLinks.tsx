import { photographyCategoryPath } from '../../data/photography/paths';
import type { PhotographyOccasionView } from '../../lib/contracts/photography';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/** Links to every occasion's category page (`/photography-page/{occasion}`), the current one left out. */
export default function OccasionLinks({
  occasions,
  heading,
  current,
}: {
  occasions: readonly PhotographyOccasionView[];
  heading?: string;
  current?: string;
}) {
  const t = useT('photography');
  return (
    <nav className={styles.section} aria-labelledby="occasions-heading">
      <h2 id="occasions-heading" className={styles.sectionTitle}>
        {heading ?? t('occasions.heading')}
      </h2>
      <ul className={styles.occasions}>
        {occasions
          .filter((occasion) => occasion.slug !== current)
          .map((occasion) => (
            <li key={occasion.slug}>
              <RouterLink href={photographyCategoryPath(occasion.slug)}>{t('occasionPhotography', { occasion: occasion.name })}</RouterLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
