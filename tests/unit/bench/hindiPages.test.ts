import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES } from '../../../bench/lighthouse';
import { ALL_PAGE_BUDGETS, HINDI_MESSAGES_EXTRA_BYTES, messagesBytes } from '../../../bench/pageWeight';
import { withMessages } from '../../../server/i18n/messages';

/** A page's HTML with its `__NEXT_DATA__` as Next writes it. */
const pageHtml = (pageProps: object) =>
  `<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps } })}</script></body></html>`;

describe('the Hindi pages are benchmarked', () => {
  it('weighs /hi, /hi/delhi, the Hindi chef dish screen and decoration landing against their English budgets', () => {
    const budgetOf = (path: string) => ALL_PAGE_BUDGETS.find((budget) => budget.path === path)?.budgetKb;
    for (const [hindi, english] of [
      ['/hi', '/'],
      ['/hi/delhi', '/delhi'],
      ['/hi/book-chef-cook-for-party', '/book-chef-cook-for-party'],
      ['/hi/balloon-decoration', '/balloon-decoration'],
    ] as const) {
      expect(budgetOf(hindi), hindi).toBeDefined();
      expect(budgetOf(hindi), hindi).toBe(budgetOf(english));
    }
  });

  it('runs Lighthouse on /hi and /hi/delhi', () => {
    expect(LIGHTHOUSE_PAGES).toEqual(expect.arrayContaining(['/hi', '/hi/delhi']));
  });

  it("measures the gzip of a page's messages from its __NEXT_DATA__; the place pages' Hindi adds less than 5 kB", () => {
    expect(messagesBytes('<html></html>')).toBe(0);
    const en = messagesBytes(pageHtml({ ...withMessages('en', ['place']), other: 1 }));
    const hi = messagesBytes(pageHtml({ ...withMessages('hi', ['place']), other: 1 }));
    expect(en).toBeGreaterThan(0);
    expect(hi - en).toBeLessThan(HINDI_MESSAGES_EXTRA_BYTES);
  });
});
