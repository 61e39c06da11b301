import styles from './chef.module.css';

/** Spec 2: the three steps of the chef booking. */
export const CHEF_STEPS = ['Select Dishes', 'Select Date & Time', 'Confirm Order'] as const;

/** The chef booking's progress bar; `current` is the 0-based step. */
export default function BookingProgress({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className={styles.progress} aria-label="Booking steps">
      {CHEF_STEPS.map((step, index) => (
        <li
          key={step}
          className={index < current ? `${styles.progressStep} ${styles.progressDone}` : styles.progressStep}
          aria-current={index === current ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}
