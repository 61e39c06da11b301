import type { InviteEvent } from '../../lib/contracts/events';
import type { InviteLanguage, TemplateDesign, TemplateSlotKey } from '../../lib/contracts/templates';
import styles from './events.module.css';
import TemplatePreview from './TemplatePreview';
import { useT } from '../i18n/I18nProvider';

/**
 * The design step's preview: the template drawn live in the browser with the host's texts, or,
 * once the host's own photo is on the invite, the server's render of it (`imageUrl.share`, 1080x1350: its `v=`
 * changes with every upload and saved design, so the preview follows them).
 */
export default function DesignPreview({
  event,
  design,
  texts,
  language,
}: {
  event: Pick<InviteEvent, 'customImage' | 'imageUrl'>;
  design: TemplateDesign;
  texts: Partial<Record<TemplateSlotKey, string>>;
  language: InviteLanguage;
}) {
  const t = useT('templates');
  if (event.customImage) {
    return (
      <div>
        {/* eslint-disable-next-line @next/next/no-img-element -- the API's rendered invite, versioned and sized */}
        <img className={styles.renderedPreview} src={event.imageUrl.share} alt={t('preview.photoAlt')} width={1080} height={1350} />
        <p className={styles.muted}>{t('preview.photo')}</p>
      </div>
    );
  }
  return (
    <div>
      <TemplatePreview design={design} texts={texts} language={language} label={t('preview.label')} />
      <p className={styles.muted}>{t('preview.drawn')}</p>
    </div>
  );
}
