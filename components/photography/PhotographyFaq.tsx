import type { PhotographyFaqView } from '../../lib/contracts/photography';
import FaqSection from '../common/FaqSection';
import { useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/** A photography page's FAQ in its style; the page emits the same entries as FAQPage JSON-LD. */
export default function PhotographyFaq({ entries, heading }: { entries: readonly PhotographyFaqView[]; heading?: string }) {
  const t = useT('photography');
  return (
    <FaqSection
      heading={heading ?? t('faq.heading')}
      entries={entries}
      classNames={{ section: styles.section, title: styles.sectionTitle, list: styles.faq }}
    />
  );
}
