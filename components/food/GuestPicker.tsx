import { useState } from 'react';
import type { FoodService } from '../../lib/booking';
import { FOOD_GUEST_RANGE, FOOD_GUEST_STEP } from '../../lib/pricing';
import { foodEnquiryPath } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import styles from '../chef/steps.module.css';
import { useT } from '../i18n/I18nProvider';

/** Props of `GuestPicker`. */
export interface GuestPickerProps {
  service: FoodService;
  guests: number;
  /** Called with a guest count inside the service's range only. */
  onChange: (guests: number) => void;
}

/**
 * The guest count of a food booking: − and + move in fives, and any number can be typed. Delivery is
 * for 10-100 guests and a buffet for 20-100; a typed count under the minimum says so, and over 100 leads to the
 * enquiry of the same service with the typed count (a buffet to the live-catering one; the draft keeps the last
 * count inside the range).
 */
export default function GuestPicker({ service, guests, onChange }: GuestPickerProps) {
  const t = useT('food');
  const { min, max } = FOOD_GUEST_RANGE[service];
  // what the customer is typing, until the field loses focus or a button moves the count
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? String(guests);
  const typed = Number(text);
  const problem = text === '' || !Number.isInteger(typed) || typed < min ? t('guests.atLeast', { min }) : typed > max ? 'over' : null;
  const step = (delta: number) => {
    // from a typed 23, + goes to 25 and − to 20 (multiples of five)
    const next =
      delta > 0
        ? Math.floor(guests / FOOD_GUEST_STEP) * FOOD_GUEST_STEP + FOOD_GUEST_STEP
        : Math.ceil(guests / FOOD_GUEST_STEP) * FOOD_GUEST_STEP - FOOD_GUEST_STEP;
    setEditing(null);
    onChange(Math.min(max, Math.max(min, next)));
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="guests">
        {t('guests.label', { min, max })}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={t('guests.fewer', { step: FOOD_GUEST_STEP })}
          disabled={guests <= min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id="guests"
          className={`${styles.input} ${styles.stepperValue}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          aria-invalid={Boolean(problem)}
          aria-describedby="guests-hint"
          onChange={(e) => {
            setEditing(e.target.value);
            const value = Number(e.target.value);
            if (Number.isInteger(value) && value >= min && value <= max) onChange(value);
          }}
          onBlur={() => !problem && setEditing(null)}
        />
        <button
          type="button"
          className={styles.stepperButton}
          aria-label={t('guests.more', { step: FOOD_GUEST_STEP })}
          disabled={guests >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <span id="guests-hint" className={problem ? styles.error : styles.hint} role={problem ? 'alert' : undefined}>
        {problem === 'over'
          ? t.rich('guests.over', {
              max,
              enquiry: t(service === 'buffet' ? 'guests.cateringEnquiry' : 'guests.bulkEnquiry'),
              link: (chunks) => <RouterLink href={foodEnquiryPath(service, typed)}>{chunks}</RouterLink>,
            })
          : (problem ?? t('guests.discount'))}
      </span>
    </div>
  );
}
