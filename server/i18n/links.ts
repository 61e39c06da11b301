import type { Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { SITE_URL } from '../../lib/site';

/**
 * The absolute URL of a site path in its recipient's language, query and hash kept (unlike `absoluteUrl`, which is
 * for canonical links): `/orders/1?x=2#review` -> `${SITE_URL}/hi/orders/1?x=2#review` for Hindi, unchanged for
 * English. For every link the server puts in a message (WhatsApp, SMS, push) or hands a payment gateway to come
 * back to, so that a Hindi customer lands on the Hindi page. Not for links opened by people of any language (an
 * invite's share link) nor for staff links (the console is English).
 */
export function siteUrlIn(path: string, locale: Locale): string {
  return `${SITE_URL}${localizedPath(path, locale)}`;
}
