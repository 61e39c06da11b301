import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/** The steps of a photography booking (data/photography/steps.ts, sent as page props). */
export default function HowItWorks({ steps }: { steps: readonly string[] }) {
  const t = useT('photography');
  return (
    <section className={styles.section} aria-labelledby="how-heading">
      <h2 id="how-heading" className={styles.sectionTitle}>
        {t('how.heading')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
