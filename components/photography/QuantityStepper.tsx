import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/** Props of `QuantityStepper`. */
export interface QuantityStepperProps {
  /** What is counted, for the buttons' names ("One more Extra photographer"). */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A − / + control from 0 to `max` (add-ons 0-5, extra hours 0-4), its value announced politely. */
export default function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  const t = useT('photography');
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('stepper.less', { label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" aria-label={t('stepper.quantity', { label })}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('stepper.more', { label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
