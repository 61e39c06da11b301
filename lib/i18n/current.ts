import { DEFAULT_LOCALE, type Locale } from './locales';

let current: Locale = DEFAULT_LOCALE;

/**
 * The language of the page the browser shows, for code outside React that speaks to the server (the API client's
 * `X-Locale` header: server texts and a first login's language). `_app` sets it as each page renders.
 */
export function currentLocale(): Locale {
  return current;
}

/** Sets the shown page's language (`_app` only). */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}
