import type { CSSProperties } from 'react';
import type { InviteLanguage, TemplateDesign, TemplateSlotKey } from '../../lib/contracts/templates';
import styles from './templatePreview.module.css';
import { designBackground } from './templateText';

/** Symbols standing in for the design's drawn decorations in the browser's preview (the server draws the real ones). */
const DECORATION_SYMBOLS: Record<string, string> = {
  balloons: '🎈',
  confetti: '🎊',
  bunting: '🎏',
  stars: '✦',
  hearts: '♥',
  diya: '🪔',
  marigold: '🌼',
  mandala: '❋',
  moon: '☾',
  leaves: '🍃',
  rings: '💍',
  splash: '🎨',
  sparkles: '✨',
  cake: '🎂',
  bubbles: '○',
};

/** Props of `TemplatePreview`: the design and the slot texts already filled (an empty text hides its slot). */
export interface TemplatePreviewProps {
  design: TemplateDesign;
  texts: Partial<Record<TemplateSlotKey, string>>;
  language: InviteLanguage;
  /** Accessible name of the preview. */
  label: string;
}

/**
 * A live preview of an invite in HTML and CSS (the editor's live preview): the design's
 * background, palette and layout with the texts as the host types; the server renders the final image. Texts are
 * React text (escaped), never HTML.
 */
export default function TemplatePreview({ design, texts, language, label }: TemplatePreviewProps) {
  const { palette } = design;
  const style = {
    '--tp-primary': palette.primary,
    '--tp-secondary': palette.secondary,
    '--tp-accent': palette.accent,
    '--tp-text': palette.text,
    '--tp-panel': palette.panel,
    background: designBackground(design),
  } as CSSProperties;
  const symbols = design.decorations.map((kind) => DECORATION_SYMBOLS[kind] ?? '').join(' ');
  return (
    <div className={styles.card} style={style} role="img" aria-label={label} lang={language}>
      <div className={`${styles.panel} ${styles[design.layout]}`}>
        {symbols && (
          <p className={styles.decorations} aria-hidden="true">
            {symbols}
          </p>
        )}
        {texts.kicker && <p className={styles.kicker}>{texts.kicker}</p>}
        {texts.heading && <p className={styles.heading}>{texts.heading}</p>}
        {texts.names && <p className={styles.names}>{texts.names}</p>}
        {texts.date && <p className={styles.body}>{texts.date}</p>}
        {texts.venue && <p className={styles.body}>{texts.venue}</p>}
        {texts.message && <p className={styles.message}>{texts.message}</p>}
      </div>
    </div>
  );
}
