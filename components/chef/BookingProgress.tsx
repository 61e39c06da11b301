import { useT } from '../i18n/I18nProvider';
import styles from './chef.module.css';

/** Spec 2: the three steps of the chef booking (their `booking` message keys). */
export const CHEF_STEPS = ['steps.dishes', 'steps.dateTime', 'steps.confirm'] as const;

/** The chef booking's progress bar; `current` is the 0-based step. Texts: the `booking` domain. */
export default function BookingProgress({ current }: { current: 0 | 1 | 2 }) {
  const t = useT('booking');
  return (
    <ol className={styles.progress} aria-label={t('steps.label')}>
      {CHEF_STEPS.map((step, index) => (
        <li
          key={step}
          className={index < current ? `${styles.progressStep} ${styles.progressDone}` : styles.progressStep}
          aria-current={index === current ? 'step' : undefined}
        >
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
