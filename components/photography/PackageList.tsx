import type { PhotographyPackageCard } from '../../lib/contracts/photography';
import PackageCard from './PackageCard';
import styles from './photography.module.css';

/** A grid of package cards (`citySlug` carries a city page's city into the product links). */
export default function PackageList({ packages, citySlug }: { packages: readonly PhotographyPackageCard[]; citySlug?: string }) {
  if (packages.length === 0) return <p>No packages are available here right now. Please message us on WhatsApp.</p>;
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
