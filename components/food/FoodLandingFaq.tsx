import type { FaqEntry } from '../../data/food/landing';
import styles from './FoodLanding.module.css';

/**
 * A page's FAQ as disclosure widgets (no JavaScript), under an h2; the page emits the same entries as
 * FAQPage JSON-LD (lib/jsonLd.ts `faqPageJsonLd`), so the two never differ.
 */
export default function FoodLandingFaq({ heading, entries }: { heading: string; entries: readonly FaqEntry[] }) {
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
