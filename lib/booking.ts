/**
 * Booking dates and time slots of the chef and decoration services.
 * Pure code, no I/O. Dates are IST calendar dates as 'yyyy-MM-dd' strings; lib/dates.ts does all
 * the IST date arithmetic.
 */
import { addHours } from 'date-fns';
import { MIN_BOOKING_LEAD_HOURS, ORDER_TYPE } from './constants';
import { addIstDays, istDate, istDateTime } from './dates';

export { istDate };

/** The first chef arrival slot starts at 7 AM. */
export const CHEF_FIRST_SLOT_HOUR = 7;
/** The last chef arrival slot ends at 10 PM. */
export const CHEF_LAST_SLOT_END_HOUR = 22;
/** A chef arrival slot lasts one hour. */
export const CHEF_SLOT_HOURS = 1;
/** The first decoration slot starts at 7 AM. */
export const DECORATION_FIRST_SLOT_HOUR = 7;
/** The last decoration slot ends at 10 PM. */
export const DECORATION_LAST_SLOT_END_HOUR = 22;
/** A decoration slot lasts three hours (arrival in the first hour, finished by its end). */
export const DECORATION_SLOT_HOURS = 3;
/** By default decoration is bookable from tomorrow. */
export const DECORATION_SAME_DAY_ALLOWED = false;
/** When same-day decoration is allowed, the slot starts at least 2 hours from now. */
export const DECORATION_SAME_DAY_LEAD_HOURS = 2;
/** Bookings open up to 90 days ahead (IST calendar days). */
export const MAX_BOOKING_DAYS_AHEAD = 90;

const NOON_HOUR = 12;

export interface Slot {
  id: string;
  label: string;
  startHour: number;
  endHour: number;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** "07:00 AM", "12:00 PM", "10:00 PM". */
function clockLabel(hour: number): string {
  const suffix = hour < NOON_HOUR ? 'AM' : 'PM';
  const twelveHour = hour % NOON_HOUR === 0 ? NOON_HOUR : hour % NOON_HOUR;
  return `${pad2(twelveHour)}:00 ${suffix}`;
}

function buildSlots(firstHour: number, lastEndHour: number, hours: number): readonly Slot[] {
  const slots: Slot[] = [];
  for (let start = firstHour; start + hours <= lastEndHour; start += hours) {
    const end = start + hours;
    slots.push(
      Object.freeze({
        id: `${pad2(start)}-${pad2(end)}`,
        label: `${clockLabel(start)} - ${clockLabel(end)}`,
        startHour: start,
        endHour: end,
      }),
    );
  }
  return Object.freeze(slots);
}

/** 15 one-hour chef arrival slots, '07-08' "07:00 AM - 08:00 AM" to '21-22' "09:00 PM - 10:00 PM". */
export const CHEF_SLOTS: readonly Slot[] = buildSlots(CHEF_FIRST_SLOT_HOUR, CHEF_LAST_SLOT_END_HOUR, CHEF_SLOT_HOURS);

/** Five three-hour decoration slots, '07-10' "07:00 AM - 10:00 AM" to '19-22' "07:00 PM - 10:00 PM". */
export const DECORATION_SLOTS: readonly Slot[] = buildSlots(
  DECORATION_FIRST_SLOT_HOUR,
  DECORATION_LAST_SLOT_END_HOUR,
  DECORATION_SLOT_HOURS,
);

/**
 * Instant at which a slot starts on an IST date ('yyyy-MM-dd', startHour in IST).
 * Throws RangeError for a malformed or non-existent date, or a start hour outside 0..23.
 */
export function slotStart(date: string, slot: Slot): Date {
  return istDateTime(date, slot.startHour);
}

/**
 * Whether a chef slot on an IST date can still be booked at `now`: it starts at least
 * MIN_BOOKING_LEAD_HOURS (24) hours after now. Throws RangeError for a malformed date.
 */
export function isChefSlotBookable(date: string, slot: Slot, now: Date): boolean {
  return slotStart(date, slot).getTime() >= addHours(now, MIN_BOOKING_LEAD_HOURS).getTime();
}

/**
 * First IST date ('yyyy-MM-dd') with at least one chef slot bookable at `now`
 * (24 hours' lead). Throws RangeError for an invalid Date.
 */
export function earliestChefDate(now: Date): string {
  const today = istDate(now);
  for (let offset = 0; offset <= MAX_BOOKING_DAYS_AHEAD; offset += 1) {
    const date = addIstDays(today, offset);
    if (CHEF_SLOTS.some((slot) => isChefSlotBookable(date, slot, now))) return date;
  }
  // Unreachable while the lead time is shorter than the booking window.
  throw new RangeError('no bookable chef date within the booking window');
}

/**
 * Whether an IST date ('yyyy-MM-dd') can be chosen for decoration at `now`: from tomorrow (IST)
 * by default, from today when sameDayAllowed. Throws RangeError for a malformed date.
 */
export function isDecorationDateBookable(date: string, now: Date, sameDayAllowed = DECORATION_SAME_DAY_ALLOWED): boolean {
  istDateTime(date); // throws RangeError for a malformed date
  // 'yyyy-MM-dd' strings sort as the dates they name
  return date >= earliestDecorationDate(now, sameDayAllowed);
}

/**
 * First IST date ('yyyy-MM-dd') that can be chosen for decoration at `now`, by the rule of
 * isDecorationDateBookable: tomorrow (IST) by default, today when sameDayAllowed. With same day allowed,
 * whether a slot is still left today is isDecorationSlotBookable's question. Throws RangeError for an
 * invalid Date.
 */
export function earliestDecorationDate(now: Date, sameDayAllowed = DECORATION_SAME_DAY_ALLOWED): string {
  const today = istDate(now);
  return sameDayAllowed ? today : addIstDays(today, 1);
}

/**
 * Whether a decoration slot on an IST date can be booked at `now`: the date rule of
 * isDecorationDateBookable, and when same day is allowed the slot also starts at least
 * DECORATION_SAME_DAY_LEAD_HOURS (2) hours after now. Throws RangeError for a malformed date.
 */
export function isDecorationSlotBookable(date: string, slot: Slot, now: Date, sameDayAllowed = DECORATION_SAME_DAY_ALLOWED): boolean {
  if (!isDecorationDateBookable(date, now, sameDayAllowed)) return false;
  if (!sameDayAllowed) return true;
  return slotStart(date, slot).getTime() >= addHours(now, DECORATION_SAME_DAY_LEAD_HOURS).getTime();
}

/** The party-food services: bulk food delivery and live buffet catering. */
export type FoodService = 'delivery' | 'buffet';

/** The order type of each food service (6 food delivery, 7 live buffet catering). */
export const FOOD_ORDER_TYPE = { delivery: ORDER_TYPE.FOOD_DELIVERY, buffet: ORDER_TYPE.LIVE_BUFFET_CATERING } as const;

/** Food is delivered (or the buffet starts serving) in one-hour slots from 7 AM. */
export const FOOD_FIRST_SLOT_HOUR = 7;
/** The last food slot ends at 10 PM. */
export const FOOD_LAST_SLOT_END_HOUR = 22;
/** A food delivery / serving-start slot lasts one hour. */
export const FOOD_SLOT_HOURS = 1;
/** Food delivery is booked at least 24 hours ahead (IST). */
export const FOOD_DELIVERY_LEAD_HOURS = 24;
/** A live buffet is booked at least 48 hours ahead (IST): staff and equipment are rostered. */
export const BUFFET_LEAD_HOURS = 48;

/** Lead time of each food service, in hours. */
export const FOOD_LEAD_HOURS: Readonly<Record<FoodService, number>> = { delivery: FOOD_DELIVERY_LEAD_HOURS, buffet: BUFFET_LEAD_HOURS };

/** 15 one-hour food slots, '07-08' "07:00 AM - 08:00 AM" to '21-22' "09:00 PM - 10:00 PM". */
export const FOOD_SLOTS: readonly Slot[] = buildSlots(FOOD_FIRST_SLOT_HOUR, FOOD_LAST_SLOT_END_HOUR, FOOD_SLOT_HOURS);

/**
 * Whether a food slot on an IST date can still be booked at `now` for `service`: it starts at least the
 * service's lead time (delivery 24 hours, buffet 48 hours) after now. Throws RangeError for a malformed date.
 */
export function isFoodSlotBookable(service: FoodService, date: string, slot: Slot, now: Date): boolean {
  return slotStart(date, slot).getTime() >= addHours(now, FOOD_LEAD_HOURS[service]).getTime();
}

/**
 * First IST date ('yyyy-MM-dd') with a food slot bookable at `now` for `service`.
 * Throws RangeError for an invalid Date.
 */
export function earliestFoodDate(service: FoodService, now: Date): string {
  const today = istDate(now);
  for (let offset = 0; offset <= MAX_BOOKING_DAYS_AHEAD; offset += 1) {
    const date = addIstDays(today, offset);
    if (FOOD_SLOTS.some((slot) => isFoodSlotBookable(service, date, slot, now))) return date;
  }
  // Unreachable while the lead time is shorter than the booking window.
  throw new RangeError('no bookable food date within the booking window');
}

/**
 * The slots of an order type: decoration its three-hour slots, food delivery and buffet the food slots, every
 * other type (chef, photography, which books on the chef's grid) the one-hour arrival slots.
 */
export function slotsForOrderType(orderType: number): readonly Slot[] {
  if (orderType === ORDER_TYPE.DECORATION) return DECORATION_SLOTS;
  if (orderType === ORDER_TYPE.FOOD_DELIVERY || orderType === ORDER_TYPE.LIVE_BUFFET_CATERING) return FOOD_SLOTS;
  return CHEF_SLOTS;
}

/** The slot with this id, or undefined. Throws nothing. */
export function findSlot(slots: readonly Slot[], id: string): Slot | undefined {
  return slots.find((slot) => slot.id === id);
}

/**
 * An order's slot in words ("07:00 PM - 08:00 PM") from its service's slots; the stored slot id itself for a slot
 * no longer offered (an old order), so a screen or message always has something to show. Throws nothing.
 */
export function orderSlotLabel(order: { orderType: number; slot: string }): string {
  return findSlot(slotsForOrderType(order.orderType), order.slot)?.label ?? order.slot;
}

/**
 * Last IST date ('yyyy-MM-dd') that can be booked at `now`: today (IST) + MAX_BOOKING_DAYS_AHEAD
 * (90) days. Throws RangeError for an invalid Date.
 */
export function maxBookingDate(now: Date): string {
  return addIstDays(istDate(now), MAX_BOOKING_DAYS_AHEAD);
}

/**
 * Whether an IST date ('yyyy-MM-dd') lies within the booking horizon at `now`: no later than
 * maxBookingDate(now), today (IST) + MAX_BOOKING_DAYS_AHEAD (90) days (every
 * order type). Throws RangeError for a malformed date.
 */
export function isWithinBookingHorizon(date: string, now: Date): boolean {
  istDateTime(date); // throws RangeError for a malformed date
  // 'yyyy-MM-dd' strings sort as the dates they name
  return date <= maxBookingDate(now);
}
