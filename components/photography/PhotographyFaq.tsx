import type { PhotographyFaqView } from '../../lib/contracts/photography';
import FaqSection from '../common/FaqSection';
import styles from './photography.module.css';

/** A photography page's FAQ in its style; the page emits the same entries as FAQPage JSON-LD. */
export default function PhotographyFaq({
  entries,
  heading = 'Frequently asked questions',
}: {
  entries: readonly PhotographyFaqView[];
  heading?: string;
}) {
  return (
    <FaqSection
      heading={heading}
      entries={entries}
      classNames={{ section: styles.section, title: styles.sectionTitle, list: styles.faq }}
    />
  );
}
