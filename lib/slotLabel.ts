import type { Slot } from './booking';
import { hindiClock } from './format';
import type { Locale } from './i18n/locales';

const MINUTES_PER_HOUR = 60;

/**
 * A time slot as the customer reads it: English keeps the slot's own label ("07:00 PM - 08:00 PM"); Hindi says the
 * hours the Hindi way ("शाम 7 बजे - रात 8 बजे").
 */
export function slotLabel(slot: Pick<Slot, 'label' | 'startHour' | 'endHour'>, locale: Locale): string {
  if (locale === 'en') return slot.label;
  return `${hindiClock(slot.startHour * MINUTES_PER_HOUR)} - ${hindiClock(slot.endHour * MINUTES_PER_HOUR)}`;
}

/**
 * A slot given by its id ('19-20', hours IST) and English label, as orders and APIs carry it, in the page's
 * language; a label whose id is not two hours stays as it is.
 */
export function slotIdLabel(slotId: string, label: string, locale: Locale): string {
  const match = /^(\d{2})-(\d{2})$/.exec(slotId);
  if (locale === 'en' || !match) return label;
  return slotLabel({ label, startHour: Number(match[1]), endHour: Number(match[2]) }, locale);
}
