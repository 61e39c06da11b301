/**
 * The site's languages. English is the default and keeps its URLs; Hindi lives under `/hi` (Next.js's own i18n
 * routing, `next.config.js`). Customer pages, the partner app and every customer message exist in both; the console
 * stays English.
 */
export const LOCALES = ['en', 'hi'] as const;
/** A site language: `en` or `hi`. */
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `Intl` locale of each language: Indian English and Hindi (₹1,00,000 grouping in both). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
/** `hreflang` / `<html lang>` / Open Graph names of each language. */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/**
 * The cookie that remembers the visitor's choice (`en` | `hi`, a year). Written only by the browser: a page answer
 * never sets it, so the shared page cache (which stores no answer with Set-Cookie) keeps one copy per URL. Not
 * `NEXT_LOCALE`, so Next.js never redirects on it.
 */
export const LANGUAGE_COOKIE = 'ps_lang';

/** The header every API call carries with the page's language (server texts, and a first login's language). */
export const LOCALE_HEADER = 'x-locale';

/** Whether a value is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** A value as a site language, English when it is none (a missing or unknown `router.locale`, header or column). */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}
