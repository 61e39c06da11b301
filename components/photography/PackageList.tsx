import type { PhotographyPackageCard } from '../../lib/contracts/photography';
import { useT } from '../i18n/I18nProvider';
import PackageCard from './PackageCard';
import styles from './photography.module.css';

/** A grid of package cards (`citySlug` carries a city page's city into the product links). */
export default function PackageList({ packages, citySlug }: { packages: readonly PhotographyPackageCard[]; citySlug?: string }) {
  const t = useT('photography');
  if (packages.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {packages.map((pkg) => (
        <li key={pkg.slug}>
          <PackageCard pkg={pkg} citySlug={citySlug} />
        </li>
      ))}
    </ul>
  );
}
