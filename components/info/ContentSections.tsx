import type { ContentSection } from '../../data/content/types';
import styles from './ContentSections.module.css';

/**
 * Renders information-page sections (light: no MUI): each an `h2` (or `h3`) with an anchor id,
 * paragraphs and an optional bullet list.
 */
export default function ContentSections({ sections, level: Heading = 'h2' }: { sections: readonly ContentSection[]; level?: 'h2' | 'h3' }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
