import type { Locale } from '../../lib/i18n/locales';
import { failureText, isApiFailure } from '../../services/errors';

/**
 * `failureText` in the page's language. An English page shows what it showed before: the API's own message of a
 * 4xx answer, the connection message, else `fallback`. The API answers in English, so a Hindi page never shows its
 * words: the connection failure as `network`, anything else as `fallback` (both already in Hindi).
 */
export function localFailureText(locale: Locale, error: unknown, fallback: string, network: string): string {
  if (locale === 'en') return failureText(error, fallback);
  return isApiFailure(error) && error.status === 'NETWORK' ? network : fallback;
}
