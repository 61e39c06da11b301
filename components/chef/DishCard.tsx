import Image from 'next/image';
import { IMAGE_NOT_AVAILABLE, IS_DISH_VEG } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import type { DishPublic } from '../../lib/contracts/catalog';
import styles from './chef.module.css';

/** Spec 2 dish card: image (or "Image not available"), name, price, veg mark, special appliances, add/remove. */
export default function DishCard({ dish, selected, onToggle }: { dish: DishPublic; selected: boolean; onToggle: () => void }) {
  const veg = dish.is_dish === IS_DISH_VEG;
  return (
    <div className={selected ? `${styles.dish} ${styles.dishSelected}` : styles.dish} data-testid="dish-card">
      <div className={styles.dishImage}>
        {dish.image ? <Image src={dish.image} alt={dish.name} width={320} height={240} unoptimized /> : <span>{IMAGE_NOT_AVAILABLE}</span>}
      </div>
      <div>
        <p className={styles.dishName}>{dish.name}</p>
        <div className={styles.dishMeta}>
          <span className={veg ? styles.foodMark : `${styles.foodMark} ${styles.nonVeg}`} role="img" aria-label={veg ? 'Veg' : 'Non-veg'} />
          <span className={styles.price}>{formatRupees(Number(dish.dish_rate))}</span>
        </div>
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
