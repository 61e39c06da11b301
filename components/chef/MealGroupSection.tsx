import { DISH_PREVIEW_DESKTOP, DISH_PREVIEW_MOBILE } from '../../lib/constants';
import type { MealGroupPublic } from '../../lib/contracts/catalog';
import { useT } from '../i18n/I18nProvider';
import styles from './chef.module.css';
import DishCard from './DishCard';

/** Props of `MealGroupSection`. */
export interface MealGroupSectionProps {
  group: MealGroupPublic;
  expanded: boolean;
  onToggleExpanded: () => void;
  isSelected: (dishId: string) => boolean;
  onToggleDish: (dish: MealGroupPublic['dish'][number]) => void;
}

/** The preview class of the dish at `index` in a collapsed group: hidden beyond 3 on phones, beyond 7 above (spec 4). */
function previewClass(index: number): string | undefined {
  if (index >= DISH_PREVIEW_DESKTOP) return `${styles.beyondMobilePreview} ${styles.beyondDesktopPreview}`;
  if (index >= DISH_PREVIEW_MOBILE) return styles.beyondMobilePreview;
  return undefined;
}

/**
 * Spec 2/4: a meal group with its name, dish count and View All; collapsed it shows 3 dishes up to
 * 768px and 7 above (classes and CSS, so server and browser agree). Texts: the `booking` domain.
 */
export default function MealGroupSection({ group, expanded, onToggleExpanded, isSelected, onToggleDish }: MealGroupSectionProps) {
  const t = useT('booking');
  const headingId = `group-${group.mealObject._id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="meal-group">
      <div className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {group.mealObject.name} <span className={styles.groupCount}>({group.dish.length})</span>
        </h2>
        {group.dish.length > DISH_PREVIEW_MOBILE && (
          <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={onToggleExpanded}>
            {expanded ? t('group.showLess') : t('group.viewAll')}
          </button>
        )}
      </div>
      <ul className={expanded ? styles.dishes : `${styles.dishes} ${styles.collapsed}`}>
        {group.dish.map((dish, index) => (
          <li key={dish._id} className={previewClass(index)}>
            <DishCard dish={dish} selected={isSelected(dish._id)} onToggle={() => onToggleDish(dish)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
