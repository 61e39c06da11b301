import { ORDER_TYPE_LABEL } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import { slotLabel } from '../../lib/slotLabel';
import type { T } from '../i18n/I18nProvider';

/** "07:00 PM - 08:00 PM": a slot's English label as the booking rules write it (lib/booking). */
const SLOT_LABEL = /^(\d{2}):00 (AM|PM) - (\d{2}):00 (AM|PM)$/;

/** The 24-hour hour of "07" "PM" (19); 12 AM is midnight (0), 12 PM noon (12). */
function hourOf(twelveHour: string, suffix: string): number {
  return (Number(twelveHour) % 12) + (suffix === 'PM' ? 12 : 0);
}

/**
 * A service named by the API in English (lib/constants ORDER_TYPE_LABEL, as receipts and share links carry it), in
 * the page's language: on a Hindi page the `orders` message of its order type (`t` of `orders`); a name that is no
 * order type's stays as it is.
 */
export function serviceText(service: string, locale: Locale, t: T): string {
  if (locale === 'en') return service;
  const type = Object.entries(ORDER_TYPE_LABEL).find(([, label]) => label === service)?.[0];
  return type ? t(`type.${type}`) : service;
}

/**
 * A slot's English label from the API ("07:00 PM - 08:00 PM") in the page's language: a Hindi page says the hours the
 * Hindi way ("शाम 7 बजे - रात 8 बजे"); any other label stays as it is.
 */
export function slotText(label: string, locale: Locale): string {
  const match = SLOT_LABEL.exec(label);
  if (locale === 'en' || !match) return label;
  return slotLabel({ label, startHour: hourOf(match[1]!, match[2]!), endHour: hourOf(match[3]!, match[4]!) }, locale);
}
