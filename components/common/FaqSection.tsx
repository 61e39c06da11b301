/** A question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** Props of `FaqSection`: the heading, the entries, and the page's own classes for the section, its title and the list. */
export interface FaqSectionProps {
  heading: string;
  entries: readonly FaqItem[];
  classNames: { section?: string; title?: string; list?: string };
}

/**
 * A page's FAQ as disclosure widgets (no JavaScript) under an h2 (`#faq-heading`); the pages emit the same
 * entries as FAQPage JSON-LD (lib/jsonLd.ts), so the two never differ. Nothing for no entries.
 */
export default function FaqSection({ heading, entries, classNames }: FaqSectionProps) {
  if (entries.length === 0) return null;
  return (
    <section className={classNames.section} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={classNames.title}>
        {heading}
      </h2>
      <ol className={classNames.list}>
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
