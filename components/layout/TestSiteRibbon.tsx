import type { CSSProperties } from 'react';
import type { Locale } from '../../lib/i18n/locales';
import { builtSiteMode, TEST_SITE_RIBBON_TEXT, type SiteMode } from '../../lib/siteMode';

/**
 * The strip's words in each language. Written here, not in the messages: `_document` renders the strip outside the
 * page's React tree, where no page messages are at hand, and two short lines cost less than a messages lookup.
 */
const RIBBON: Record<Locale, { label: string; text: string }> = {
  en: { label: 'Test site', text: TEST_SITE_RIBBON_TEXT },
  hi: { label: 'टेस्ट साइट', text: 'टेस्ट साइट: यहां असली पेमेंट नहीं होते' },
};

/** Strip height, px: fixed, so nothing below it moves whatever the font. */
const HEIGHT = 24;

/**
 * A full-width strip in the normal flow above the page: it covers nothing (the sticky header, the bottom
 * navigation, the fixed bars and the WhatsApp button stay where they are, all below or over the page) and,
 * being in the server HTML from the first paint at a fixed height, shifts nothing. Near-black on amber:
 * contrast about 13:1 (axe). Inline styles because _document, which renders it, cannot import CSS.
 */
const STRIP: CSSProperties = {
  height: HEIGHT,
  lineHeight: `${HEIGHT}px`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  fontFamily: 'var(--ps-font)',
  fontSize: 13,
  fontWeight: 600,
  color: '#1d1d1f',
  background: '#ffe082',
  borderBottom: '1px solid #c9a227',
  boxSizing: 'content-box',
};

/**
 * Section 3: "Test site: no real payments" on every page of a test site (SITE_MODE=test), and
 * nothing on a live one. `pages/_document.tsx` renders it outside the React root, so it is in the server
 * HTML of every page (static ones included: the mode is the build's, lib/siteMode.ts) and ships no
 * JavaScript and no hydration, light pages included.
 * @param mode the site mode; defaults to the one this build was made for.
 * @param locale the page's language (`_document`'s `locale`), English by default.
 */
export default function TestSiteRibbon({ mode = builtSiteMode(), locale = 'en' }: { mode?: SiteMode; locale?: Locale }) {
  if (mode !== 'test') return null;
  const { label, text } = RIBBON[locale];
  return (
    <aside aria-label={label} data-test-site-ribbon="" style={STRIP}>
      {text}
    </aside>
  );
}
