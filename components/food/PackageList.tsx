import type { FoodPackagePublic } from '../../lib/contracts/food';
import { formatRupees } from '../../lib/format';
import { useT } from '../i18n/I18nProvider';
import styles from './food.module.css';

/** Props of `PackageList`. */
export interface PackageListProps {
  packages: FoodPackagePublic[];
  /** The package the current menu started from, if unchanged. */
  chosenId: string | null;
  onChoose: (pkg: FoodPackagePublic) => void;
}

/** The `food` message of each food type's label. */
const FOOD_TYPE_KEY: Readonly<Record<FoodPackagePublic['foodType'], string>> = {
  veg: 'packages.veg',
  'non-veg': 'packages.nonVeg',
  mixed: 'packages.mixed',
};

/**
 * The ready-made packages of a service as cards (name, food type, dishes, price per plate in whole
 * rupees); choosing one puts its dishes on the menu, which the customer can then change. The menu lists each dish
 * at its own plate price, so a card whose price differs from their sum says why (the portions of a long menu).
 */
export default function PackageList({ packages, chosenId, onChoose }: PackageListProps) {
  const t = useT('food');
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-heading" className={styles.packages}>
      <h2 id="packages-heading" className={styles.sectionTitle}>
        {t('packages.heading')}
      </h2>
      <ul className={styles.packageList}>
        {packages.map((pkg) => (
          <li key={pkg._id} className={styles.packageCard} data-testid="food-package">
            <p className={styles.packageName}>{pkg.name}</p>
            <p className={styles.packageMeta}>
              {t('packages.dishes', { type: t(FOOD_TYPE_KEY[pkg.foodType]), count: pkg.packageItems.length })}
            </p>
            <p className={styles.packageDishes}>{pkg.packageItems.map((d) => d.name).join(', ')}</p>
            <p className={styles.packagePrice} data-testid="package-price">
              {t.rich('packages.perPlate', { price: formatRupees(pkg.price), strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
            {pkg.dishesTotal !== pkg.price && (
              <p className={styles.packageNote} data-testid="package-price-note">
                {t('packages.note', { total: formatRupees(pkg.dishesTotal), percent: pkg.portionPercent })}
              </p>
            )}
            <button type="button" className={styles.packageButton} aria-pressed={chosenId === pkg._id} onClick={() => onChoose(pkg)}>
              {chosenId === pkg._id ? t('packages.chosen') : t('packages.start')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
