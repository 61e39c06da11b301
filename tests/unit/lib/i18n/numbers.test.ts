import compile from 'icu-minify/compile';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../lib/i18n/locales';

const GUESTS = compile('{count, plural, one {# guest} other {# guests}}');
const PLAIN = compile('{n, number} plates');
const LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
const WHOLE = [0, 1, 2, 5, 12, 999, 1000, 1001, 25_000, 99_999, 1_00_000, 12_34_567, 9_87_65_43_210, -1, -1225, Number.MAX_SAFE_INTEGER];

/** lib/i18n/message loaded afresh: its Intl objects are kept per module instance. */
async function freshFormatMessage() {
  vi.resetModules();
  return (await import('../../../../lib/i18n/message')).formatMessage;
}

describe("a message's numbers", () => {
  it('are written as Intl writes them in en-IN and hi-IN, Indian grouping and Latin digits, fractions included', async () => {
    const formatMessage = await freshFormatMessage();
    for (const [locale, intlLocale] of Object.entries(LOCALES) as [Locale, string][]) {
      const intl = new Intl.NumberFormat(intlLocale);
      for (const n of [...WHOLE, 1.5, -2.25, 1234.567]) {
        expect(formatMessage(PLAIN, locale, { n }), `${locale} ${n}`).toBe(`${intl.format(n)} plates`);
      }
      for (const count of WHOLE.filter((n) => n >= 0)) {
        const word = new Intl.PluralRules(intlLocale).select(count) === 'one' ? 'guest' : 'guests';
        expect(formatMessage(GUESTS, locale, { count }), `${locale} ${count}`).toBe(`${intl.format(count)} ${word}`);
      }
    }
  });

  it("build no Intl.NumberFormat for whole numbers: a browser's first one costs a phone 80-200 ms of the first render", async () => {
    const formatMessage = await freshFormatMessage();
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(formatMessage(GUESTS, 'hi', { count: 5 })).toBe('5 guests');
      expect(formatMessage(PLAIN, 'en', { n: 1_00_000 })).toBe('1,00,000 plates');
      expect(built).toBe(0);
      // a fraction does need it, once per locale
      expect(formatMessage(PLAIN, 'en', { n: 2.5 })).toBe('2.5 plates');
      expect(formatMessage(PLAIN, 'en', { n: 3.5 })).toBe('3.5 plates');
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
