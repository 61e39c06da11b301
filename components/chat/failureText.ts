import type { Locale } from '../../lib/i18n/locales';
import { failureText, isApiFailure } from '../../services/errors';

/**
 * `failureText` in the page's language. An English page shows what it showed before: the API's own message of a
 * 4xx answer, the connection message, else `fallback`. A Hindi page shows the API's message when the server answered
 * in Hindi (`ApiFailure.language`, from the answer's `Content-Language`: the apiErrors table had the text), the
 * connection failure as `network`, and anything else, an English answer included, as `fallback` (both already in
 * the page's language), so it never shows English words.
 */
export function localFailureText(locale: Locale, error: unknown, fallback: string, network: string): string {
  if (locale === 'en') return failureText(error, fallback);
  if (!isApiFailure(error)) return fallback;
  if (error.status === 'NETWORK') return network;
  return error.language === locale ? failureText(error, fallback) : fallback;
}
