import Image from 'next/image';
import { photographyProductPath } from '../../data/photography/paths';
import type { PhotographyPackageCard } from '../../lib/contracts/photography';
import { formatRupees } from '../../lib/format';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import PackageFacts from './PackageFacts';
import styles from './photography.module.css';

/**
 * A package card linking to its product page: picture, name, the real price (whole rupees; no
 * struck "original" price, no discount), hours, photos and delivery. `citySlug` keeps a city page's city.
 */
export default function PackageCard({ pkg, citySlug }: { pkg: PhotographyPackageCard; citySlug?: string }) {
  const t = useT('photography');
  return (
    <RouterLink href={photographyProductPath(pkg.slug, citySlug)} className={styles.card} data-testid="package-card">
      {pkg.image && <Image src={pkg.image} alt="" width={400} height={300} className={styles.cardImage} unoptimized />}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{pkg.name}</h3>
        <p className={styles.price}>{formatRupees(pkg.price)}</p>
        <PackageFacts pkg={pkg} />
        <span className={styles.cardLink} aria-hidden="true">
          {t('card.view')}
        </span>
      </div>
    </RouterLink>
  );
}
