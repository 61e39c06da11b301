/**
 * Providers' rules (the directory, the partner app), pure code, no I/O: how long a job keeps its
 * provider busy (the double-booking check), whom a provider may serve, and what a provider may see of a job
 * before its slot. Times are instants (UTC Date); slots are IST (lib/booking).
 */
import { endpointUrl } from './contracts/endpoints';
import { addHours, addMinutes, subHours, subMinutes } from 'date-fns';
import { findSlot, slotsForOrderType, slotStart, CHEF_SLOTS } from './booking';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from './constants';
import { CHEF_SERVICE_HOURS } from './pricing/chef';
import { IN_PROGRESS_FROM_HOURS_BEFORE } from './orders';

/**
 * A live buffet is served for this many hours from its serving-start slot (shared/notes/services-research.md,
 * part on party food: "Buffet team on site 90 min before serving start, serves 3 h"). Booking takes only the
 * start (one-hour slots); the rostering check needs the whole stay.
 */
export const BUFFET_SERVICE_HOURS = 3;

/** The buffet team is on site this many minutes before the serving-start slot, to set up (same source). */
export const BUFFET_SETUP_MINUTES = 90;

/**
 * A chef's stay after the arrival slot, from the dishes ordered: CHEF_PREP_MINUTES (60) to unpack, set up and prep,
 * then CHEF_MINUTES_PER_DISH (30) a dish, never longer than the CHEF_SERVICE_HOURS (5) a chef stays at most
 * (shared/notes/original-product-facts.md, "chef stays 5 h"). The time a chef is kept busy; not a promise to the customer.
 */
export const CHEF_PREP_MINUTES = 60;
export const CHEF_MINUTES_PER_DISH = 30;

/** Minutes a chef stays after the arrival slot for `dishes` dishes; unknown (null, 0): the longest stay, 300. */
export function chefStayMinutes(dishes?: number | null): number {
  const longest = CHEF_SERVICE_HOURS * 60;
  if (!dishes || !Number.isFinite(dishes) || dishes < 1) return longest;
  return Math.min(longest, CHEF_PREP_MINUTES + CHEF_MINUTES_PER_DISH * Math.ceil(dishes));
}

/** The provider sees the full address and the customer's name from this many hours before the slot. */
export const PROVIDER_DETAILS_FROM_HOURS = 24;

/**
 * The statuses in which an order is a live job of its provider: it holds their time (the
 * double-booking check), it may show them the customer's name and address, and its `executor` follows them.
 */
export const LIVE_JOB_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];

/** When a job keeps its provider busy: [start, end), instants. */
export interface JobWindow {
  start: Date;
  end: Date;
}

/** What `jobWindow` reads of an order. */
export interface JobWindowOrder {
  orderType: number;
  /** IST date 'yyyy-MM-dd'. */
  eventDate: string;
  /** Slot id of the order type's grid ('19-20'). */
  slot: string;
  /** Photography: `hours` covered and `extraHours` bought, fixed at booking. */
  details?: Record<string, unknown> | null;
  /** Chef: how many dishes (the cooking time, `chefStayMinutes`); left out, the longest stay. */
  dishes?: number | null;
}

/** A whole number of hours in `details[key]`, or 0. */
function hoursIn(details: Record<string, unknown> | null | undefined, key: string): number {
  const value = details?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** A photography job's coverage: the package's hours, the extra hours bought, and both together. */
export interface PhotographyCoverage {
  hours: number;
  extraHours: number;
  totalHours: number;
}

/**
 * The hours a photographer covers from arrival, as fixed at booking in `orders.details` (server/orders/photography.ts:
 * the package's `hours` plus the `extraHours` bought), the same hours `jobWindow` keeps them busy; null for a job of
 * another service, or a photography order without its package hours.
 */
export function photographyCoverage(order: Pick<JobWindowOrder, 'orderType' | 'details'>): PhotographyCoverage | null {
  if (order.orderType !== ORDER_TYPE.PHOTOGRAPHY) return null;
  const hours = hoursIn(order.details, 'hours');
  if (hours === 0) return null;
  const extraHours = hoursIn(order.details, 'extraHours');
  return { hours, extraHours, totalHours: hours + extraHours };
}

/**
 * The time a job keeps its provider busy, from its slot's start (IST) to the latest it can end:
 * - chef: the one-hour arrival slot, then the cooking time of its dishes (`chefStayMinutes`: at most
 *   CHEF_SERVICE_HOURS, 5 h, which is also what a chef job without a dish count keeps);
 * - photography: the arrival slot, then the package's hours plus the extra hours from arrival;
 * - decoration: its three-hour slot, finished by its end;
 * - food delivery: its one-hour slot;
 * - live buffet: from BUFFET_SETUP_MINUTES (90) before its serving-start slot to BUFFET_SERVICE_HOURS (3) after it;
 * - any other type: its slot.
 * An unknown slot id counts as the first chef slot (as orderStartsAt does). Throws RangeError for a malformed date.
 */
export function jobWindow(order: JobWindowOrder): JobWindow {
  const slot = findSlot(slotsForOrderType(order.orderType), order.slot) ?? CHEF_SLOTS[0]!;
  const start = slotStart(order.eventDate, slot);
  const slotEnd = addHours(start, slot.endHour - slot.startHour);
  let after = 0;
  if (order.orderType === ORDER_TYPE.CHEF) return { start, end: addMinutes(slotEnd, chefStayMinutes(order.dishes)) };
  if (order.orderType === ORDER_TYPE.PHOTOGRAPHY) after = hoursIn(order.details, 'hours') + hoursIn(order.details, 'extraHours');
  else if (order.orderType === ORDER_TYPE.LIVE_BUFFET_CATERING) {
    return { start: subMinutes(start, BUFFET_SETUP_MINUTES), end: addHours(slotEnd, BUFFET_SERVICE_HOURS) };
  }
  return { start, end: addHours(slotEnd, after) };
}

/** Whether two half-open windows share any instant (one ending exactly when the other starts does not). */
export function windowsOverlap(a: JobWindow, b: JobWindow): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * Whether a provider may see the customer's name and full address of a job starting at
 * `startsAt`, at `now`: from PROVIDER_DETAILS_FROM_HOURS (24) hours before the slot on (the instant itself included).
 * The customer's phone number is never shown, whatever the time.
 */
export function providerSeesCustomerDetails(startsAt: Date, now: Date): boolean {
  return now.getTime() >= subHours(startsAt, PROVIDER_DETAILS_FROM_HOURS).getTime();
}

/** The first word of a name ("Ramesh" of "Ramesh Kumar"), what a customer is told of their provider. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** What a provider serves: service keys (lib/services.ts), city slugs and pincodes. */
export interface ProviderReach {
  services: readonly string[];
  cities: readonly string[];
  pincodes: readonly string[];
}

/** Where an order is: its city slug and pincode (as resolved at booking). */
export interface OrderArea {
  citySlug?: string | null;
  pincode?: string | null;
}

/** Whether a provider serves an area: its city is one of the provider's cities, or its pincode one of their pincodes. */
export function servesArea(provider: ProviderReach, area: OrderArea): boolean {
  return (
    (Boolean(area.citySlug) && provider.cities.includes(area.citySlug!)) ||
    (Boolean(area.pincode) && provider.pincodes.includes(area.pincode!))
  );
}

/**
 * Whether the customer's order page shows the start code: while the job waits for its
 * provider (status Accepted, as the customer sees it) and from 2 hours before the slot (when Start is allowed:
 * lib/orders IN_PROGRESS_FROM_HOURS_BEFORE); once started it is spent.
 */
export function customerSeesStartCode(status: OrderStatus, startsAt: Date, now: Date): boolean {
  return status === ORDER_STATUS.ACCEPTED && now.getTime() >= subHours(startsAt, IN_PROGRESS_FROM_HOURS_BEFORE).getTime();
}

/**
 * The version a provider photo's URL names (`?v=`): the stored key's file name without its extension
 * (`providers/{providerId}/{uuid}.webp` → the uuid), so a new photo has a new URL and the browser keeps each one
 * for good; letters, digits, `_` and `-` only, at most 64 characters.
 */
export function providerPhotoVersion(photoKey: string): string {
  const file = photoKey.split('/').pop() ?? '';
  const stem = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
  return stem.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || '0';
}

/** A provider's photo for the console (GET /api/ops/providers/{id}/photo?v=), or null without one. */
export function opsProviderPhotoUrl(providerId: string, photoKey: string | null): string | null {
  return photoKey ? `${endpointUrl('opsProviderPhoto', { id: providerId })}?v=${providerPhotoVersion(photoKey)}` : null;
}

/** The signed-in provider's own photo for the partner app (GET /api/partner/photo?v=), or null without one. */
export function partnerOwnPhotoUrl(photoKey: string | null): string | null {
  return photoKey ? `${endpointUrl('partnerPhoto')}?v=${providerPhotoVersion(photoKey)}` : null;
}
