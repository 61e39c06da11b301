import type { PhotographyFaqView } from '../../lib/contracts/photography';
import styles from './photography.module.css';

/**
 * Issue 14: FAQ entries as disclosure widgets (no JavaScript). The page emits the same entries as FAQPage
 * JSON-LD (lib/jsonLd.ts), so the two never differ.
 */
export default function PhotographyFaq({
  entries,
  heading = 'Frequently asked questions',
}: {
  entries: readonly PhotographyFaqView[];
  heading?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ol className={styles.faq}>
        {entries.map((entry) => (
          <li key={entry.question}>
            <details>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
