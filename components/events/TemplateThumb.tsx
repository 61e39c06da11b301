import { useState } from 'react';
import type { InviteLanguage, TemplateDesign, TemplateSlotKey } from '../../lib/contracts/templates';
import TemplatePreview from './TemplatePreview';
import { useT } from '../i18n/I18nProvider';

/** Props of `TemplateThumb`. */
export interface TemplateThumbProps {
  previewUrl: string;
  design: TemplateDesign;
  /** The texts the drawn stand-in shows when the rendered preview cannot be loaded. */
  texts: Partial<Record<TemplateSlotKey, string>>;
  language: InviteLanguage;
  name: string;
}

/**
 * A template's rendered preview (the server's PNG); when it cannot be loaded, the design drawn in CSS instead
 * (so the catalogue stays usable while the preview route is missing or slow to answer).
 */
export default function TemplateThumb({ previewUrl, design, texts, language, name }: TemplateThumbProps) {
  const t = useT('templates');
  const [failed, setFailed] = useState(false);
  if (failed) return <TemplatePreview design={design} texts={texts} language={language} label={t('design', { name })} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the server-rendered preview (versioned URL, cached for good), sized
    <img
      src={previewUrl}
      alt={t('design', { name })}
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      style={{ width: '100%', height: 'auto', borderRadius: 8 }}
      onError={() => setFailed(true)}
    />
  );
}
