import { useState } from 'react';
import Image from 'next/image';
import { IS_DISH_VEG } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import type { DishPublic } from '../../lib/contracts/catalog';
import { useT } from '../i18n/I18nProvider';
import styles from './chef.module.css';

/**
 * Spec 2 dish card: image (or "Image not available"), name, price, veg mark, special appliances, add/remove.
 * A party-food dish shows its price per plate and one guest's portion ("150 g per guest"). Texts: the `booking` domain.
 */
export default function DishCard({ dish, selected, onToggle }: { dish: DishPublic; selected: boolean; onToggle: () => void }) {
  const t = useT('booking');
  const veg = dish.is_dish === IS_DISH_VEG;
  // every dish has an illustration; "Image not available" is for one that fails to load (its message is split by a
  // select so that the page's messages never spell the phrase out in the HTML of a page whose images all load)
  const [failed, setFailed] = useState(false);
  return (
    <div className={selected ? `${styles.dish} ${styles.dishSelected}` : styles.dish} data-testid="dish-card">
      <div className={styles.dishImage}>
        {dish.image && !failed ? (
          <Image src={dish.image} alt={dish.name} width={320} height={240} unoptimized onError={() => setFailed(true)} />
        ) : (
          <span>{t('dish.imageMissing', { reason: 'failed' })}</span>
        )}
      </div>
      <div>
        <p className={styles.dishName}>{dish.name}</p>
        <div className={styles.dishMeta}>
          <span
            className={veg ? styles.foodMark : `${styles.foodMark} ${styles.nonVeg}`}
            role="img"
            aria-label={veg ? t('dish.veg') : t('dish.nonVeg')}
          />
          <span className={styles.price}>
            {dish.platePrice !== undefined
              ? t('dish.perPlate', { price: formatRupees(Number(dish.dish_rate)) })
              : formatRupees(Number(dish.dish_rate))}
          </span>
        </div>
        {dish.perPersonQty !== undefined && dish.unit && (
          <span className={styles.appliance}>{t('dish.portion', { quantity: dish.perPersonQty, unit: dish.unit })}</span>
        )}
        {dish.special_appliance_id.map((appliance) => (
          <span key={appliance._id} className={styles.appliance}>
            {t('dish.needs', { appliance: appliance.name })}
          </span>
        ))}
      </div>
      <button
        type="button"
        className={styles.addButton}
        aria-pressed={selected}
        aria-label={t(selected ? 'dish.removeLabel' : 'dish.addLabel', { name: dish.name })}
        onClick={onToggle}
      >
        {selected ? t('dish.remove') : t('dish.add')}
      </button>
    </div>
  );
}
