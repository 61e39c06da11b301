/**
 * Providers' capacity rules, pure code, no I/O: how long each service's job keeps its provider busy (the job itself
 * from `jobWindow` in lib/providers.ts, the one place for job lengths, plus the travel buffer stated here), whether
 * a provider's weekly hours cover a job and whether their time off touches it, which of a service's slots the
 * clock still allows, whom a provider serves, and the order in which free providers are offered a job.
 * Instants are Dates; working hours and time off are IST wall-clock times (lib/dates.ts turns one into the other).
 */
import { addMinutes } from 'date-fns';
import {
  isChefSlotBookable,
  isDecorationSlotBookable,
  isFoodSlotBookable,
  isWithinBookingHorizon,
  slotsForOrderType,
  type Slot,
} from './booking';
import type { TimeOff, WeeklyRange } from './contracts/availability';
import type { ProviderPunctuality } from './contracts/punctuality';
import { istClock, istLocalInstant } from './dates';
import { jobWindow, windowsOverlap, type JobWindow } from './providers';
import { comparePunctuality } from './punctuality';
import { serviceByKey, serviceOfOrderType, type ServiceKey } from './services';

/**
 * Minutes a provider needs after a job before the next one can start (travel across the city, packing up),
 * per service. Kept after each job: the busy span of a booking is the job plus this buffer.
 */
export const TRAVEL_BUFFER_MINUTES: Readonly<Record<ServiceKey, number>> = {
  decoration: 45,
  photography: 45,
  chef: 45,
  // the van goes back to the kitchen for the next load
  'food-delivery': 30,
  // the team packs the counters, burners and chafing dishes
  buffet: 60,
};

/**
 * Photography coverage assumed when the slots are asked without the package's hours: the longest package's
 * coverage (data/photography/packages.ts), so a slot shown free is not too short for the usual package.
 */
export const PHOTOGRAPHY_ASSUMED_HOURS = 8;

/** The service key of an order type, or null for a type we do not sell online. */
export function serviceKeyOfOrderType(orderType: number): ServiceKey | null {
  return (serviceOfOrderType(orderType)?.key as ServiceKey | undefined) ?? null;
}

/** The slots of a service (lib/booking grids): decoration 3-hour slots, food one-hour slots, chef and photography arrival slots. */
export function serviceSlots(service: ServiceKey): readonly Slot[] {
  return slotsForOrderType(serviceByKey(service).orderType);
}

/** A job asked for before there is an order: the service, IST date, slot id, and what sets its length. */
export interface JobRequest {
  service: ServiceKey;
  /** IST date 'yyyy-MM-dd'. */
  date: string;
  slotId: string;
  /** Chef: number of dishes (cooking time); left out, the longest stay. */
  dishes?: number;
  /** Photography: package hours plus extra hours; left out, PHOTOGRAPHY_ASSUMED_HOURS. */
  hours?: number;
}

/** The job itself ([start, end), no travel) of a request, by `jobWindow`. Throws RangeError for a malformed date. */
export function jobSpan(request: JobRequest): JobWindow {
  const { orderType } = serviceByKey(request.service);
  return jobWindow({
    orderType,
    eventDate: request.date,
    slot: request.slotId,
    details: request.service === 'photography' ? { hours: request.hours ?? PHOTOGRAPHY_ASSUMED_HOURS } : null,
    dishes: request.dishes ?? null,
  });
}

/** What `orderJobSpan` reads of an order (its row). */
export interface SpanOrder {
  orderType: number;
  eventDate: string;
  slot: string;
  details?: Record<string, unknown> | null;
  /** The order's items: for a chef order, its dishes. */
  items?: readonly unknown[] | null;
}

/** The job itself of an order, its chef's cooking time from the dishes ordered. Throws RangeError for a malformed date. */
export function orderJobSpan(order: SpanOrder): JobWindow {
  const dishes = serviceKeyOfOrderType(order.orderType) === 'chef' ? (order.items?.length ?? null) : null;
  return jobWindow({ orderType: order.orderType, eventDate: order.eventDate, slot: order.slot, details: order.details, dishes });
}

/** The time a job keeps its provider busy: the job, then the service's travel buffer. */
export function busySpan(service: ServiceKey, job: JobWindow): JobWindow {
  return { start: job.start, end: addMinutes(job.end, TRAVEL_BUFFER_MINUTES[service]) };
}

/** The job inside a busy span (the inverse of `busySpan`). */
export function jobOfBusySpan(service: ServiceKey, busy: JobWindow): JobWindow {
  return { start: busy.start, end: addMinutes(busy.end, -TRAVEL_BUFFER_MINUTES[service]) };
}

/**
 * Whether the clock still allows a service's slot on an IST date at `now`: within the 90-day window and the
 * service's own rule of lib/booking (chef and photography 24 hours ahead, decoration from tomorrow, food delivery
 * 24 and buffet 48 hours ahead). False for a malformed date.
 */
export function slotOpenByClock(service: ServiceKey, date: string, slot: Slot, now: Date): boolean {
  try {
    if (!isWithinBookingHorizon(date, now)) return false;
    if (service === 'decoration') return isDecorationSlotBookable(date, slot, now);
    if (service === 'food-delivery') return isFoodSlotBookable('delivery', date, slot, now);
    if (service === 'buffet') return isFoodSlotBookable('buffet', date, slot, now);
    return isChefSlotBookable(date, slot, now);
  } catch {
    return false;
  }
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Minutes since midnight of an 'HH:mm' ("24:00" is 1440). */
export function clockMinutes(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

// the free-time check asks the same provider's hours for every slot of a date: merged once per list
const mergedWeeks = new WeakMap<readonly WeeklyRange[], [number, number][]>();

/** The weekly ranges as merged minute intervals of a week from Sunday 00:00, ranges that touch joined. */
function weekIntervals(weekly: readonly WeeklyRange[]): [number, number][] {
  const known = mergedWeeks.get(weekly);
  if (known) return known;
  const merged = mergeWeek(weekly);
  mergedWeeks.set(weekly, merged);
  return merged;
}

function mergeWeek(weekly: readonly WeeklyRange[]): [number, number][] {
  const intervals = weekly
    .map((range): [number, number] => [
      range.day * MINUTES_PER_DAY + clockMinutes(range.from),
      range.day * MINUTES_PER_DAY + clockMinutes(range.to),
    ])
    .filter(([from, to]) => from < to)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of intervals) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  // Saturday until 24:00 runs on into Sunday from 00:00: the week wraps
  const first = merged[0];
  const last = merged[merged.length - 1];
  if (first && last && merged.length > 1 && first[0] === 0 && last[1] === MINUTES_PER_WEEK) {
    last[1] = MINUTES_PER_WEEK + first[1];
  }
  return merged;
}

// one job is checked against every provider's hours: placed in the week once
const jobPlaces = new WeakMap<JobWindow, [number, number] | 'empty' | 'too-long'>();

/** Where a job lies in the week: [from, to) minutes from Sunday 00:00 IST (`to` may run past the week's end). */
function weekPlace(job: JobWindow): [number, number] | 'empty' | 'too-long' {
  const known = jobPlaces.get(job);
  if (known) return known;
  const length = Math.ceil((job.end.getTime() - job.start.getTime()) / 60_000);
  let place: [number, number] | 'empty' | 'too-long';
  if (length <= 0) place = 'empty';
  else if (length >= MINUTES_PER_WEEK) place = 'too-long';
  else {
    const clock = istClock(job.start);
    const from = clock.weekday * MINUTES_PER_DAY + clock.minute;
    place = [from, from + length];
  }
  jobPlaces.set(job, place);
  return place;
}

/**
 * Whether a provider's weekly hours (IST, 0 = Sunday; "24:00" ends at midnight) cover the whole of a job, across
 * IST midnights too (Friday 20:00-24:00 and Saturday 00:00-02:00 cover a job from 22:00 to 01:00).
 * A job of a week or longer is never covered.
 */
export function hoursCover(weekly: readonly WeeklyRange[], job: JobWindow): boolean {
  const place = weekPlace(job);
  if (place === 'empty') return true;
  if (place === 'too-long') return false;
  const [from, to] = place;
  return weekIntervals(weekly).some(
    ([start, end]) => (start <= from && to <= end) || (start <= from + MINUTES_PER_WEEK && to + MINUTES_PER_WEEK <= end),
  );
}

// as the hours: a provider's time off is read once per list, not once per slot
const parsedTimeOff = new WeakMap<readonly TimeOff[], JobWindow[]>();

/** Whether any time off (IST 'yyyy-MM-ddTHH:mm' ranges, half-open) shares an instant with a job. */
export function timeOffTouches(timeOff: readonly TimeOff[], job: JobWindow): boolean {
  let windows = parsedTimeOff.get(timeOff);
  if (!windows) {
    windows = timeOff.map((off) => ({ start: istLocalInstant(off.from), end: istLocalInstant(off.to) }));
    parsedTimeOff.set(timeOff, windows);
  }
  return windows.some((window) => windowsOverlap(window, job));
}

/** Whether a provider's chosen pincodes take a pincode: one of them, or with none chosen, any pincode of their cities. */
export function servesPincode(
  provider: { cities: readonly string[]; pincodes: readonly string[] },
  pincode: string,
  citySlug: string | null,
): boolean {
  if (provider.pincodes.length > 0) return provider.pincodes.includes(pincode);
  return citySlug !== null && provider.cities.includes(citySlug);
}

/** One field the server refuses in an availability body: its path (`weekly.1.from`) and a short message. */
export interface AvailabilityIssue {
  path: string;
  message: string;
}

/**
 * The rules across fields of an availability body that its schema cannot state: each weekly range ends after it
 * starts, ranges of one day do not overlap (touching is fine), and each time off ends after it starts.
 * @returns the issues, first per field; none when the body is sound.
 */
export function availabilityIssues(body: { weekly: readonly WeeklyRange[]; timeOff: readonly TimeOff[] }): AvailabilityIssue[] {
  const issues: AvailabilityIssue[] = [];
  body.weekly.forEach((range, index) => {
    if (clockMinutes(range.to) <= clockMinutes(range.from)) issues.push({ path: `weekly.${index}.to`, message: 'Must be after the start' });
  });
  body.weekly.forEach((range, index) => {
    const overlapping = body.weekly.findIndex(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.day === range.day &&
        clockMinutes(other.from) < clockMinutes(range.to) &&
        clockMinutes(range.from) < clockMinutes(other.to),
    );
    if (overlapping !== -1 && overlapping < index) {
      issues.push({ path: `weekly.${index}.from`, message: `Overlaps ${body.weekly[overlapping]!.from}-${body.weekly[overlapping]!.to}` });
    }
  });
  body.timeOff.forEach((off, index) => {
    let valid = true;
    for (const key of ['from', 'to'] as const) {
      try {
        istLocalInstant(off[key]);
      } catch {
        valid = false;
        issues.push({ path: `timeOff.${index}.${key}`, message: 'Not a real date' });
      }
    }
    if (valid && off.to <= off.from) issues.push({ path: `timeOff.${index}.to`, message: 'Must be after the start' });
  });
  return issues;
}

/** What the ranking reads of a free provider. */
export interface RankFacts {
  providerId: string;
  /** Live jobs and holds of theirs on the job's IST date. */
  jobsThatDay: number;
  /** Whether they have completed an order of this customer before. */
  servedCustomerBefore: boolean;
  /** Their jobs of the last 90 days on time, late and no-show (lib/punctuality); zeros without history. */
  punctuality: ProviderPunctuality;
  /** Their average published rating (1-5), null without reviews. */
  rating: number | null;
}

/**
 * The order in which free providers are offered a job: fewest jobs that day first (spreads the work), then one
 * who has served this customer before, then punctuality over the last 90 days (the on-time promise: fewer no-shows,
 * then the higher share on time; no history counts as on time, lib/punctuality `comparePunctuality`), then the
 * higher rating (none counts below any), then by id (stable).
 */
export function compareProviders(a: RankFacts, b: RankFacts): number {
  if (a.jobsThatDay !== b.jobsThatDay) return a.jobsThatDay - b.jobsThatDay;
  if (a.servedCustomerBefore !== b.servedCustomerBefore) return a.servedCustomerBefore ? -1 : 1;
  const punctuality = comparePunctuality(a.punctuality, b.punctuality);
  if (punctuality !== 0) return punctuality;
  const ratingA = a.rating ?? 0;
  const ratingB = b.rating ?? 0;
  if (ratingA !== ratingB) return ratingB - ratingA;
  return a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0;
}
