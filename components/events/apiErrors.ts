import { failedWith, isApiFailure } from '../../services/errors';
import type { Locale } from '../../lib/i18n/locales';

/** The API's field errors of a 400 answer by path (`title`, `hostNames.0`, ...), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!failedWith(error, 400) || !isApiFailure(error) || error.errors.length === 0) return null;
  return Object.fromEntries(error.errors.map((e) => [e.path, e.message]));
}

/**
 * Field errors in the page's language: the API's own words on an English page; on a Hindi page (the API answers
 * in English) the same fields, each with `message` ("please check this") in Hindi.
 */
export function localFieldErrors(fields: Record<string, string>, locale: Locale, message: string): Record<string, string> {
  return locale === 'en' ? fields : Object.fromEntries(Object.keys(fields).map((path) => [path, message]));
}
