/**
 * The facts of an order as a message says them in a language (`messages/<locale>/notify.json`): its service, date,
 * slot and the greeting's name. English is what the messages said before Hindi came (byte for byte); Hindi says the
 * date as "शनि, 12 दिसंबर" and the slot as "शाम 7 बजे से रात 8 बजे" (lib/format).
 */
import { findSlot, orderSlotLabel, slotsForOrderType } from '../../lib/booking';
import { formatDate, formatWeekdayDate, hindiClock } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { greetingName, orderConfirmationFacts } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { OrderConfirmationFacts } from './whatsapp';
import { getT } from '../i18n/messages';

/** The notify domain's texts in a language: `t(key, values)` (throws for an unknown key). */
export const notifyT = (locale: Locale) => getT(locale, 'notify');

const ORDER_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** An order type's service name: "Chef for Party" / "पार्टी के लिए शेफ" ("Party service" for an unknown type). */
export function serviceName(orderType: number, locale: Locale): string {
  return notifyT(locale)(ORDER_TYPES.has(orderType) ? `service.${orderType}` : 'service.fallback');
}

/** An order's service day: "5 Mar 2026" in English (as before), "शनि, 12 दिसंबर" in Hindi. */
export function serviceDate(eventDate: string, locale: Locale): string {
  return locale === 'hi' ? formatWeekdayDate(eventDate, 'hi') : formatDate(eventDate);
}

/**
 * An order's slot: "07:00 PM - 08:00 PM" in English, "शाम 7 बजे से रात 8 बजे" in Hindi; the stored slot id for a
 * slot no longer offered (as orderSlotLabel).
 */
export function slotText(order: { orderType: number; slot: string }, locale: Locale): string {
  if (locale === 'en') return orderSlotLabel(order);
  const slot = findSlot(slotsForOrderType(order.orderType), order.slot);
  if (!slot) return order.slot;
  return notifyT(locale)('slot.range', { start: hindiClock(slot.startHour * 60), end: hindiClock((slot.endHour % 24) * 60) });
}

/** The `notify` message of each service name the login screen sends (lib/routes `serviceNameForPath`, English). */
const LOGIN_SERVICE_KEYS: ReadonlyMap<string, string> = new Map([
  ['Balloon Decoration', 'service.1'],
  ['Chef for Party', 'service.2'],
  ['Party Food Delivery', 'service.6'],
  ['Live Buffet Catering', 'service.7'],
  ['Photography', 'service.9'],
  ['party services', 'login.service'],
]);

/**
 * The service the login WhatsApp names, in the recipient's language: the login screen sends the stable English name
 * of its page's service (`serviceNameForPath`), worded here ("Chef for Party" -> "पार्टी के लिए शेफ"); none is
 * "party services" in the language; a name this table does not know goes as given.
 */
export function loginServiceName(service: string | undefined, locale: Locale): string {
  // a Map, not an object: the name comes from the client, and "constructor" must be just an unknown name
  const key = LOGIN_SERVICE_KEYS.get(service ?? 'party services');
  return key ? notifyT(locale)(key) : service!;
}

/** The name a message greets: the name the customer booked with, else "there" / "ग्राहक". */
export function greetingIn(order: { address: unknown }, locale: Locale): string {
  const name = greetingName(order);
  return name === 'there' && (order.address as { name?: unknown } | null)?.name !== 'there' ? notifyT(locale)('greeting.fallback') : name;
}

/**
 * The order confirmation's placeholders in a language: English as lib/orders writes them; Hindi with the Hindi
 * service name, the day as "शनि, 12 दिसंबर" and the slot as "शाम 7 बजे से रात 8 बजे".
 */
export function localizedConfirmationFacts(order: Order, language: Locale): OrderConfirmationFacts {
  const english = orderConfirmationFacts(order);
  if (language === 'en') return english;
  return {
    ...english,
    customerName: greetingIn(order, language),
    service: serviceName(order.orderType, language),
    when: `${serviceDate(order.eventDate, language)}, ${slotText(order, language)}`,
  };
}
