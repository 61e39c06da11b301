import type { FoodPackagePublic } from '../../lib/contracts/food';
import { formatRupees } from '../../lib/format';
import styles from './food.module.css';

/** Props of `PackageList`. */
export interface PackageListProps {
  packages: FoodPackagePublic[];
  /** The package the current menu started from, if unchanged. */
  chosenId: string | null;
  onChoose: (pkg: FoodPackagePublic) => void;
}

const FOOD_TYPE_LABEL: Readonly<Record<FoodPackagePublic['foodType'], string>> = {
  veg: 'Veg',
  'non-veg': 'Non-veg',
  mixed: 'Veg + non-veg',
};

/**
 * The ready-made packages of a service as cards (name, food type, dishes, price per plate in whole
 * rupees); choosing one puts its dishes on the menu, which the customer can then change. The menu lists each dish
 * at its own plate price, so a card whose price differs from their sum says why (the portions of a long menu).
 */
export default function PackageList({ packages, chosenId, onChoose }: PackageListProps) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-heading" className={styles.packages}>
      <h2 id="packages-heading" className={styles.sectionTitle}>
        Start from a package
      </h2>
      <ul className={styles.packageList}>
        {packages.map((pkg) => (
          <li key={pkg._id} className={styles.packageCard} data-testid="food-package">
            <p className={styles.packageName}>{pkg.name}</p>
            <p className={styles.packageMeta}>
              {FOOD_TYPE_LABEL[pkg.foodType]} · {pkg.packageItems.length} dishes
            </p>
            <p className={styles.packageDishes}>{pkg.packageItems.map((d) => d.name).join(', ')}</p>
            <p className={styles.packagePrice} data-testid="package-price">
              <strong>{formatRupees(pkg.price)}</strong> per plate
            </p>
            {pkg.dishesTotal !== pkg.price && (
              <p className={styles.packageNote} data-testid="package-price-note">
                {`Its dishes cost ${formatRupees(pkg.dishesTotal)} a plate one by one: on this menu starters, mains, rice and breads come as ${pkg.portionPercent}% portions.`}
              </p>
            )}
            <button type="button" className={styles.packageButton} aria-pressed={chosenId === pkg._id} onClick={() => onChoose(pkg)}>
              {chosenId === pkg._id ? 'Chosen' : 'Start with this menu'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
