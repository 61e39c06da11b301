import type { Slot } from '../../lib/booking';
import { hindiClock } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';

/**
 * A booking slot as a customer reads it in the page's language: English keeps the slot's own label
 * ("07:00 AM - 10:00 AM"), Hindi says the hours ("सुबह 7 बजे - सुबह 10 बजे").
 */
export function slotText(slot: Slot, locale: Locale): string {
  return locale === 'hi' ? `${hindiClock(slot.startHour * 60)} - ${hindiClock(slot.endHour * 60)}` : slot.label;
}
