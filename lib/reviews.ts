/**
 * Rules of customer reviews (issue 11): only the owner of a completed order reviews it, once, and may
 * edit the review for 7 days after first writing it. Pure code shared by the server, the pages and the form.
 */
import { addDays } from 'date-fns';
import { ORDER_STATUS, ORDER_TYPE, ORDER_TYPE_LABEL, TIME_ZONE, type OrderType } from './constants';

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

/** The services that have reviews (those booked online), by their key in URLs (`?service=chef`). */
export const REVIEW_SERVICES = { chef: ORDER_TYPE.CHEF, decoration: ORDER_TYPE.DECORATION } as const;
export type ReviewService = keyof typeof REVIEW_SERVICES;
export const REVIEW_SERVICE_KEYS = Object.keys(REVIEW_SERVICES) as [ReviewService, ...ReviewService[]];

/** The review service key of an order type; null for a type that has no reviews. */
export function reviewServiceOf(orderType: number): ReviewService | null {
  const entry = Object.entries(REVIEW_SERVICES).find(([, type]) => type === orderType);
  return entry ? (entry[0] as ReviewService) : null;
}

/** The customer-facing service name of a review key: 'chef' -> 'Chef for Party'. */
export function reviewServiceName(service: ReviewService): string {
  return ORDER_TYPE_LABEL[REVIEW_SERVICES[service] as OrderType];
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

// made on first use: a browser's first Intl formatter costs tens of ms (issue 20, see lib/format.ts)
let monthFormat: Intl.DateTimeFormat | undefined;

/** The month of a service date for a review line: '2026-03-14' -> "March 2026" (IST). */
export function reviewMonth(eventDate: string): string {
  const [year, month] = eventDate.split('-').map(Number);
  // mid-month noon UTC is the same month in IST
  monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  return monthFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15, 12)));
}
