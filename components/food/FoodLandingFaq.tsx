import type { FaqEntry } from '../../data/food/landing';
import FaqSection from '../common/FaqSection';
import styles from './FoodLanding.module.css';

/** The FAQ of a food landing page, in the landing's style; the page emits the same entries as FAQPage JSON-LD. */
export default function FoodLandingFaq({ heading, entries }: { heading: string; entries: readonly FaqEntry[] }) {
  return (
    <FaqSection
      heading={heading}
      entries={entries}
      classNames={{ section: styles.section, title: styles.sectionTitle, list: styles.faq }}
    />
  );
}
