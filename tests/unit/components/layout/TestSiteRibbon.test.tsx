import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TestSiteRibbon from '../../../../components/layout/TestSiteRibbon';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('TestSiteRibbon', () => {
  it('says "Test site: no real payments" in the server HTML of a test site, in a labelled landmark of fixed height', () => {
    const html = renderToStaticMarkup(<TestSiteRibbon mode="test" />);
    expect(html).toMatch(
      /^<aside aria-label="Test site" data-test-site-ribbon="" style="[^"]*height:24px[^"]*">Test site: no real payments<\/aside>$/,
    );
    // in the normal flow: never fixed or absolute over the page's own bars and buttons
    expect(html).not.toMatch(/position/);
  });

  it('speaks Hindi on a Hindi page (`_document` passes the locale), in Devanagari only', () => {
    const html = renderToStaticMarkup(<TestSiteRibbon mode="test" locale="hi" />);
    expect(html).toMatch(/^<aside aria-label="टेस्ट साइट" data-test-site-ribbon="" style="[^"]*height:24px[^"]*">टेस्ट साइट: [^<]+<\/aside>$/);
    expect(strayLatinWords(html.replace(/<[^>]*>/g, ' '))).toEqual([]);
  });

  it('renders nothing on a live site', () => {
    expect(renderToStaticMarkup(<TestSiteRibbon mode="live" />)).toBe('');
  });

  it('follows the mode the build was made for (NEXT_PUBLIC_SITE_MODE), and shows nothing when it is unknown', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_MODE', 'test');
    expect(renderToStaticMarkup(<TestSiteRibbon />)).toContain('Test site: no real payments');
    vi.stubEnv('NEXT_PUBLIC_SITE_MODE', 'live');
    expect(renderToStaticMarkup(<TestSiteRibbon />)).toBe('');
    vi.stubEnv('NEXT_PUBLIC_SITE_MODE', '');
    expect(renderToStaticMarkup(<TestSiteRibbon />)).toBe('');
  });
});
