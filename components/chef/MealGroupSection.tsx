import type { MealGroupItem } from '../../services/catalog';
import styles from './chef.module.css';
import DishCard from './DishCard';

/** Props of `MealGroupSection`. */
export interface MealGroupSectionProps {
  group: MealGroupItem;
  expanded: boolean;
  onToggleExpanded: () => void;
  isSelected: (dishId: string) => boolean;
  onToggleDish: (dishId: string) => void;
}

/**
 * Spec 2/4: a meal group with its name, dish count and View All; collapsed it shows 3 dishes up to
 * 768px and 7 above (CSS, so server and browser agree).
 */
export default function MealGroupSection({ group, expanded, onToggleExpanded, isSelected, onToggleDish }: MealGroupSectionProps) {
  const headingId = `group-${group.mealObject._id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="meal-group">
      <div className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {group.mealObject.name} <span className={styles.groupCount}>({group.dish.length})</span>
        </h2>
        {group.dish.length > 3 && (
          <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={onToggleExpanded}>
            {expanded ? 'Show less' : 'View All'}
          </button>
        )}
      </div>
      <ul className={expanded ? styles.dishes : `${styles.dishes} ${styles.collapsed}`}>
        {group.dish.map((dish) => (
          <li key={dish._id}>
            <DishCard dish={dish} selected={isSelected(dish._id)} onToggle={() => onToggleDish(dish._id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
