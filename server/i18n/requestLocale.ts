import type { IncomingMessage } from 'node:http';
import { LOCALE_HEADER, localeOr, type Locale } from '../../lib/i18n/locales';

/**
 * The language an API call asks its texts in: the page's language the browser sends as `X-Locale` (every call of
 * services/apiClient carries it), English without it (scripts, webhooks, the console).
 */
export function requestLocale(req: Pick<IncomingMessage, 'headers'>): Locale {
  const value = req.headers[LOCALE_HEADER];
  return localeOr(Array.isArray(value) ? value[0] : value);
}
