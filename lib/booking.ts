/**
 * Booking dates and time slots of the chef and decoration services.
 * Pure code, no I/O. Dates are IST calendar dates as 'yyyy-MM-dd' strings; IST is UTC+05:30
 * with no daylight saving, so an instant is built from the date, the hour and a fixed offset.
 */
import { MIN_BOOKING_LEAD_HOURS, TIME_ZONE } from './constants';

/** issue 5: the first chef arrival slot starts at 7 AM. */
export const CHEF_FIRST_SLOT_HOUR = 7;
/** issue 5: the last chef arrival slot ends at 10 PM. */
export const CHEF_LAST_SLOT_END_HOUR = 22;
/** issue 5: a chef arrival slot lasts one hour. */
export const CHEF_SLOT_HOURS = 1;
/** issue 7: the first decoration slot starts at 7 AM. */
export const DECORATION_FIRST_SLOT_HOUR = 7;
/** issue 7: the last decoration slot ends at 10 PM. */
export const DECORATION_LAST_SLOT_END_HOUR = 22;
/** issue 7: a decoration slot lasts three hours (arrival in the first hour, finished by its end). */
export const DECORATION_SLOT_HOURS = 3;
/** issue 7: by default decoration is bookable from tomorrow. */
export const DECORATION_SAME_DAY_ALLOWED = false;
/** issue 7: when same-day decoration is allowed, the slot starts at least 2 hours from now. */
export const DECORATION_SAME_DAY_LEAD_HOURS = 2;
/** issue 5 and issue 7: bookings open up to 90 days ahead (IST calendar days). */
export const MAX_BOOKING_DAYS_AHEAD = 90;

/** Not a business rule: IST's fixed offset from UTC, used to build instants. */
const IST_OFFSET = '+05:30';
const MS_PER_HOUR = 3_600_000;
const HOURS_PER_DAY = 24;
const NOON_HOUR = 12;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_LENGTH = 'yyyy-MM-dd'.length;

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

/** issue 5: 15 one-hour chef arrival slots, '07-08' "07:00 AM - 08:00 AM" to '21-22' "09:00 PM - 10:00 PM". */
export const CHEF_SLOTS: readonly Slot[] = buildSlots(CHEF_FIRST_SLOT_HOUR, CHEF_LAST_SLOT_END_HOUR, CHEF_SLOT_HOURS);

/** issue 7: five three-hour decoration slots, '07-10' "07:00 AM - 10:00 AM" to '19-22' "07:00 PM - 10:00 PM". */
export const DECORATION_SLOTS: readonly Slot[] = buildSlots(
  DECORATION_FIRST_SLOT_HOUR,
  DECORATION_LAST_SLOT_END_HOUR,
  DECORATION_SLOT_HOURS,
);

const istDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * IST calendar date ('yyyy-MM-dd') of an instant.
 * Throws RangeError for an invalid Date.
 */
export function istDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('istDate needs a valid Date');
  const parts = istDateFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Throws RangeError unless date is a real calendar date written 'yyyy-MM-dd'. */
function assertDate(date: string): void {
  // Date parsing rolls 2026-02-30 over to March, so the date must survive a round trip.
  const midday = new Date(`${date}T${pad2(NOON_HOUR)}:00:00${IST_OFFSET}`);
  if (!DATE_PATTERN.test(date) || Number.isNaN(midday.getTime()) || istDate(midday) !== date) {
    throw new RangeError(`expected an IST date as yyyy-MM-dd, got "${date}"`);
  }
}

/** The IST date `days` calendar days after `date` (both 'yyyy-MM-dd'). */
function addDays(date: string, days: number): string {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  utcMidnight.setUTCDate(utcMidnight.getUTCDate() + days);
  return utcMidnight.toISOString().slice(0, ISO_DATE_LENGTH);
}

/**
 * Instant at which a slot starts on an IST date ('yyyy-MM-dd', startHour in IST).
 * Throws RangeError for a malformed or non-existent date, or a start hour outside 0..23.
 */
export function slotStart(date: string, slot: Slot): Date {
  assertDate(date);
  if (!Number.isInteger(slot.startHour) || slot.startHour < 0 || slot.startHour >= HOURS_PER_DAY) {
    throw new RangeError(`a slot starts at a whole hour from 0 to 23, got ${slot.startHour}`);
  }
  return new Date(`${date}T${pad2(slot.startHour)}:00:00${IST_OFFSET}`);
}

/**
 * Whether a chef slot on an IST date can still be booked at `now`: it starts at least
 * MIN_BOOKING_LEAD_HOURS (24) hours after now. Throws RangeError for a malformed date.
 */
export function isChefSlotBookable(date: string, slot: Slot, now: Date): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= MIN_BOOKING_LEAD_HOURS * MS_PER_HOUR;
}

/**
 * First IST date ('yyyy-MM-dd') with at least one chef slot bookable at `now`
 * (24 hours' lead). Throws RangeError for an invalid Date.
 */
export function earliestChefDate(now: Date): string {
  const today = istDate(now);
  for (let offset = 0; offset <= MAX_BOOKING_DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
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
  assertDate(date);
  const today = istDate(now);
  return date >= (sameDayAllowed ? today : addDays(today, 1));
}

/**
 * Whether a decoration slot on an IST date can be booked at `now`: the date rule of
 * isDecorationDateBookable, and when same day is allowed the slot also starts at least
 * DECORATION_SAME_DAY_LEAD_HOURS (2) hours after now. Throws RangeError for a malformed date.
 */
export function isDecorationSlotBookable(date: string, slot: Slot, now: Date, sameDayAllowed = DECORATION_SAME_DAY_ALLOWED): boolean {
  if (!isDecorationDateBookable(date, now, sameDayAllowed)) return false;
  if (!sameDayAllowed) return true;
  return slotStart(date, slot).getTime() - now.getTime() >= DECORATION_SAME_DAY_LEAD_HOURS * MS_PER_HOUR;
}

/** The slot with this id, or undefined. Throws nothing. */
export function findSlot(slots: readonly Slot[], id: string): Slot | undefined {
  return slots.find((slot) => slot.id === id);
}

/**
 * Last IST date ('yyyy-MM-dd') that can be booked at `now`: today (IST) + MAX_BOOKING_DAYS_AHEAD
 * (90) days. Throws RangeError for an invalid Date.
 */
export function maxBookingDate(now: Date): string {
  return addDays(istDate(now), MAX_BOOKING_DAYS_AHEAD);
}
