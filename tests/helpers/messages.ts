import { getT } from '../../server/i18n/messages';

/**
 * A message as a page shows it, for tests that look for it on screen: `text('common', 'nav.home')` -> "Home",
 * `text('common', 'nav.home', {}, 'hi')` -> "होम". Formats through the same code as the server.
 */
export function text(domain: string, key: string, values?: Record<string, string | number>, locale: 'en' | 'hi' = 'en'): string {
  return getT(locale, domain)(key, values);
}
