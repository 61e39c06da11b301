import { useState } from 'react';
import type { InviteLanguage } from '../../lib/contracts/templates';
import { ROUTES } from '../../lib/routes';
import type { TemplateCard } from '../../lib/events/templateCard';
import { occasionByKey } from '../../lib/events/occasions';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
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
  const t = useT('templates');
  const locale = useLocale();
  const [occasion, setOccasion] = useState<string | null>(null);
  // a Hindi page shows the designs in Hindi first
  const [language, setLanguage] = useState<InviteLanguage>(locale);
  const shown = occasion ? templates.filter((template) => template.category === occasion) : templates;
  return (
    <div className={styles.wide}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro', { count: templates.length })}</p>
      <div className={styles.tabs} role="group" aria-label={t('language')}>
        {(['en', 'hi'] as const).map((value) => (
          <button key={value} type="button" className={styles.choice} aria-pressed={language === value} onClick={() => setLanguage(value)}>
            {value === 'en' ? t('english') : t('hindi')}
          </button>
        ))}
      </div>
      <div className={styles.tabs} role="group" aria-label={t('occasion')}>
        <button type="button" className={styles.choice} aria-pressed={occasion === null} onClick={() => setOccasion(null)}>
          {t('all')}
        </button>
        {occasions.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.choice}
            aria-pressed={occasion === item.key}
            onClick={() => setOccasion(item.key)}
          >
            {locale === 'hi' ? (occasionByKey(item.key)?.nameHi ?? item.name) : item.name}
          </button>
        ))}
      </div>
      <ul className={styles.grid} aria-label={t('designs')}>
        {shown.map((template) => (
          <li key={template.id} className={styles.tile}>
            <a href={localizedPath(editorUrl(template.id, eventId), locale)} aria-label={t('use', { name: template.name[locale] })}>
              <TemplateThumb
                previewUrl={template.previewUrl[language]}
                design={template.design}
                texts={template.sample[language]}
                language={language}
                name={locale === 'en' ? template.name[language] : template.name.hi}
              />
            </a>
            <span>{locale === 'en' ? template.name[language] : template.name.hi}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
