import { useState } from 'react';
import type { InviteLanguage } from '../../lib/contracts/templates';
import { ROUTES } from '../../lib/routes';
import type { TemplateCard } from '../../lib/events/templateCard';
import styles from './events.module.css';
import TemplateThumb from './TemplateThumb';

/** Props of `TemplateGallery`. */
export interface TemplateGalleryProps {
  templates: TemplateCard[];
  occasions: { key: string; name: string }[];
  /** The event the host is designing (from `?eventId=`), so a choice opens its editor; none: the editor asks to create one. */
  eventId?: string;
}

/** The editor's URL for a template (and the event being designed, if any). */
export function editorUrl(templateId: string, eventId?: string): string {
  const query = new URLSearchParams({ templateId });
  if (eventId) query.set('eventId', eventId);
  return `${ROUTES.inviteDesign}?${query.toString()}`;
}

/**
 * /templates: every invite design with its preview, filtered by occasion, in English or Hindi.
 * All cards are in the server HTML; the filter only hides cards.
 */
export default function TemplateGallery({ templates, occasions, eventId }: TemplateGalleryProps) {
  const [occasion, setOccasion] = useState<string | null>(null);
  const [language, setLanguage] = useState<InviteLanguage>('en');
  const shown = occasion ? templates.filter((template) => template.category === occasion) : templates;
  return (
    <div className={styles.wide}>
      <h1 className={styles.title}>Invite Templates</h1>
      <p className={styles.muted}>
        {templates.length} designs, each in English and Hindi. Pick one, write your texts and share your invite.
      </p>
      <div className={styles.tabs} role="group" aria-label="Language">
        {(['en', 'hi'] as const).map((value) => (
          <button key={value} type="button" className={styles.choice} aria-pressed={language === value} onClick={() => setLanguage(value)}>
            {value === 'en' ? 'English' : 'हिन्दी'}
          </button>
        ))}
      </div>
      <div className={styles.tabs} role="group" aria-label="Occasion">
        <button type="button" className={styles.choice} aria-pressed={occasion === null} onClick={() => setOccasion(null)}>
          All
        </button>
        {occasions.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.choice}
            aria-pressed={occasion === item.key}
            onClick={() => setOccasion(item.key)}
          >
            {item.name}
          </button>
        ))}
      </div>
      <ul className={styles.grid} aria-label="Designs">
        {shown.map((template) => (
          <li key={template.id} className={styles.tile}>
            <a href={editorUrl(template.id, eventId)} aria-label={`Use ${template.name.en}`}>
              <TemplateThumb
                previewUrl={template.previewUrl[language]}
                design={template.design}
                texts={template.sample[language]}
                language={language}
                name={template.name[language]}
              />
            </a>
            <span>{template.name[language]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
