import type { AddonPublic } from '../../lib/contracts/decoration';
import { formatRupees } from '../../lib/format';
import { KEEP_CLEAR } from '../common/keepClear';
import { useT } from '../i18n/I18nProvider';
import styles from './decoration.module.css';

/** Props of `AddonPicker`. */
export interface AddonPickerProps {
  addons: AddonPublic[];
  /** Chosen quantity by add-on slug (missing: 0). */
  quantities: Record<string, number>;
  /** Called with an add-on and its new quantity (0 to its maximum). */
  onChange: (addon: AddonPublic, quantity: number) => void;
}

/** The add-ons a decoration offers, each with its price and a − / + quantity (up to its maximum). */
export default function AddonPicker({ addons, quantities, onChange }: AddonPickerProps) {
  const t = useT('decoration');
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="addons-heading" {...KEEP_CLEAR}>
      <h2 id="addons-heading" className={styles.sectionTitle}>
        {t('addons.heading')}
      </h2>
      {addons.map((addon) => {
        const quantity = quantities[addon.slug] ?? 0;
        return (
          <div key={addon.slug} className={styles.addon}>
            <span>
              {addon.name} · {formatRupees(addon.price)}
            </span>
            <span className={styles.qty}>
              <button
                type="button"
                className={styles.qtyButton}
                aria-label={t('addons.less', { name: addon.name })}
                disabled={quantity === 0}
                onClick={() => onChange(addon, quantity - 1)}
              >
                −
              </button>
              <span aria-live="polite" aria-label={t('addons.quantity', { name: addon.name })}>
                {quantity}
              </span>
              <button
                type="button"
                className={styles.qtyButton}
                aria-label={t('addons.more', { name: addon.name })}
                disabled={quantity >= addon.maxQuantity}
                onClick={() => onChange(addon, quantity + 1)}
              >
                +
              </button>
            </span>
          </div>
        );
      })}
    </section>
  );
}
