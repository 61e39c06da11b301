import { useState } from 'react';
import Image from 'next/image';
import { IMAGE_NOT_AVAILABLE, IS_DISH_VEG } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import type { DishPublic } from '../../lib/contracts/catalog';
import styles from './chef.module.css';

const UNIT_SHORT = { gram: 'g', ml: 'ml', piece: 'pc' } as const;

/** One guest's portion of a party-food dish, e.g. "150 g", "2 pc". */
function portionText(quantity: number, unit: keyof typeof UNIT_SHORT): string {
  return `${quantity} ${UNIT_SHORT[unit]}`;
}

/**
 * Spec 2 dish card: image (or "Image not available"), name, price, veg mark, special appliances, add/remove.
 * A party-food dish shows its price per plate and one guest's portion.
 */
export default function DishCard({ dish, selected, onToggle }: { dish: DishPublic; selected: boolean; onToggle: () => void }) {
  const veg = dish.is_dish === IS_DISH_VEG;
  // every dish has an illustration; "Image not available" is for one that fails to load
  const [failed, setFailed] = useState(false);
  return (
    <div className={selected ? `${styles.dish} ${styles.dishSelected}` : styles.dish} data-testid="dish-card">
      <div className={styles.dishImage}>
        {dish.image && !failed ? (
          <Image src={dish.image} alt={dish.name} width={320} height={240} unoptimized onError={() => setFailed(true)} />
        ) : (
          <span>{IMAGE_NOT_AVAILABLE}</span>
        )}
      </div>
      <div>
        <p className={styles.dishName}>{dish.name}</p>
        <div className={styles.dishMeta}>
          <span className={veg ? styles.foodMark : `${styles.foodMark} ${styles.nonVeg}`} role="img" aria-label={veg ? 'Veg' : 'Non-veg'} />
          <span className={styles.price}>
            {formatRupees(Number(dish.dish_rate))}
            {dish.platePrice !== undefined && ' / plate'}
          </span>
        </div>
        {dish.perPersonQty !== undefined && dish.unit && (
          <span className={styles.appliance}>{portionText(dish.perPersonQty, dish.unit)} per guest</span>
        )}
        {dish.special_appliance_id.map((appliance) => (
          <span key={appliance._id} className={styles.appliance}>
            Needs {appliance.name}
          </span>
        ))}
      </div>
      <button
        type="button"
        className={styles.addButton}
        aria-pressed={selected}
        aria-label={`${selected ? 'Remove' : 'Add'} ${dish.name}`}
        onClick={onToggle}
      >
        {selected ? 'Remove' : 'Add'}
      </button>
    </div>
  );
}
