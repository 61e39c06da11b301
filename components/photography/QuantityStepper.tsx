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
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`One ${label} less`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" aria-label={`${label} quantity`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`One more ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
