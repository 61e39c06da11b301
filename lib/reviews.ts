/**
 * Rules of customer reviews: only the owner of a completed order reviews it, once, and may
 * edit the review for 7 days after first writing it. Pure code shared by the server, the pages and the form.
 */
import { addDays } from 'date-fns';
import { ORDER_STATUS, TIME_ZONE, type OrderType } from './constants';
import { SERVICE_KEYS, SERVICES, SOLD_ORDER_TYPES, serviceByKey, serviceOfOrderType, type ServiceKey } from './services';

/** Days after its first writing during which a review can be edited. */
export const REVIEW_EDIT_DAYS = 7;
/** Length limits of a review's text, in characters after trimming. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
/** Reviews per page of GET /api/reviews and /reviews. */
export const REVIEWS_PAGE_SIZE = 20;
/** Reviews in the compact block of a service page. */
export const SERVICE_PAGE_REVIEWS = 3;
/** The label every published review carries: it comes from a real, completed booking. */
export const VERIFIED_BOOKING_LABEL = 'Verified booking';

/** Reviews are written for every service we sell (lib/services), keyed by the service's key in URLs (`?service=chef`). */
export type ReviewService = ServiceKey;
export const REVIEW_SERVICE_KEYS = SERVICE_KEYS;
/** The order type of each review service key, from the registry. */
export const REVIEW_SERVICES = Object.fromEntries(SERVICES.map((service) => [service.key, service.orderType])) as Readonly<
  Record<ReviewService, OrderType>
>;
/** The order types whose reviews are published: the list and its summary both filter on them in SQL. */
export const REVIEWED_ORDER_TYPES = SOLD_ORDER_TYPES;

/** The review service key of an order type; null for a type we do not sell online. */
export function reviewServiceOf(orderType: number): ReviewService | null {
  return (serviceOfOrderType(orderType)?.key as ReviewService | undefined) ?? null;
}

/** The customer-facing service name of a review key: 'chef' -> 'Chef for Party'. */
export function reviewServiceName(service: ReviewService): string {
  return serviceByKey(service).name;
}

/** Whether an order in `status` may be reviewed: only completed ones. */
export function canReviewStatus(status: number): boolean {
  return status === ORDER_STATUS.COMPLETED;
}

/** The last instant a review first written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return addDays(createdAt, REVIEW_EDIT_DAYS);
}

/** Whether a review first written at `createdAt` may still be edited at `now` (the 7-day window, end included). */
export function canEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/**
 * The public name of a reviewer: first name and the initial of the last name ("Priya Sharma" -> "Priya S.",
 * "Priya" -> "Priya"); "Customer" when there is no name. Never the full name (privacy).
 */
export function reviewerName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'Customer';
  const last = rest.at(-1);
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase('en-IN') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

// made on first use: a browser's first Intl formatter costs tens of ms (see lib/format.ts)
let monthFormat: Intl.DateTimeFormat | undefined;

/** The month of a service date for a review line: '2026-03-14' -> "March 2026" (IST). */
export function reviewMonth(eventDate: string): string {
  const [year, month] = eventDate.split('-').map(Number);
  // mid-month noon UTC is the same month in IST
  monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  return monthFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15, 12)));
}
