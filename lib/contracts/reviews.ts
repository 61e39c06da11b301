import { z } from 'zod';
import { REVIEW_SERVICE_KEYS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../reviews';
import { defineRoute } from './http';
import { plainText } from './text';

/** A review's text: 10-1000 characters after trimming, several lines allowed, no other control characters. */
export const schemaReviewText = plainText({
  label: 'Your review',
  min: REVIEW_TEXT_MIN,
  max: REVIEW_TEXT_MAX,
  multiline: true,
  requiredMessage: 'Please write a few words about your experience',
  minMessage: `Please write at least ${REVIEW_TEXT_MIN} characters`,
  maxMessage: `Your review can be at most ${REVIEW_TEXT_MAX} characters`,
});

/** Whole stars from 1 to 5. */
export const schemaReviewRating = z
  .number({ error: 'Please choose a rating from 1 to 5 stars' })
  .int('Please choose a rating from 1 to 5 stars')
  .min(1, 'Please choose a rating from 1 to 5 stars')
  .max(5, 'Please choose a rating from 1 to 5 stars');

/** POST /api/order/review: writes or edits the review of one of the caller's completed orders. */
export const schemaReviewSave = z.object({
  orderId: z.uuid('Unknown order'),
  rating: schemaReviewRating,
  text: schemaReviewText,
});
export type ReviewSave = z.infer<typeof schemaReviewSave>;

/** The caller's own review of an order. Instants are ISO strings; `editable` is false after the 7 days. */
export const schemaOrderReview = z.object({
  _id: z.string(),
  orderId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  editableUntil: z.string(),
  editable: z.boolean(),
});
export type OrderReview = z.infer<typeof schemaOrderReview>;

/**
 * A published review as everyone sees it: the reviewer's first name and initial only, the service and
 * the month of the booking (never the address, phone or full name). Every one is a verified booking.
 */
export const schemaPublicReview = z.object({
  _id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reviewer: z.string(),
  service: z.enum(REVIEW_SERVICE_KEYS),
  serviceName: z.string(),
  /** Month of the booked service, e.g. "March 2026". */
  month: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof schemaPublicReview>;

/** How many reviews there are and their average (one decimal; 0 when there are none). */
export const schemaReviewSummary = z.object({ count: z.number().int(), average: z.number() });
export type ReviewSummary = z.infer<typeof schemaReviewSummary>;

/** The compact reviews block of a service page: its latest reviews and the summary of all of them. */
export interface ServiceReviewsData {
  reviews: PublicReview[];
  summary: ReviewSummary;
}

/** GET /api/reviews query: an optional service and a page. */
export const schemaReviewListQuery = z.object({
  service: z.enum(REVIEW_SERVICE_KEYS, { error: `service must be one of: ${REVIEW_SERVICE_KEYS.join(', ')}` }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ReviewListQuery = z.infer<typeof schemaReviewListQuery>;

/** A page of published reviews, newest first, with the summary of all of them (of the service, when given). */
export const schemaReviewPage = z.object({
  reviews: z.array(schemaPublicReview),
  summary: schemaReviewSummary,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof schemaReviewPage>;

export const routeReviewList = defineRoute('reviewList', {
  summary: 'Published reviews of completed bookings, newest first, 20 a page, optionally of one service, with their count and average.',
  query: schemaReviewListQuery,
  response: schemaReviewPage,
});

export const routeOrderReview = defineRoute('orderReview', {
  summary: "The caller's review of one of their orders (null when not written yet) and whether the order can be reviewed now.",
  auth: 'customer',
  errors: [404],
  params: z.object({ orderId: z.uuid('Unknown order') }),
  response: z.object({ review: schemaOrderReview.nullable(), canReview: z.boolean() }),
});

export const routeOrderReviewSave = defineRoute('orderReviewSave', {
  summary:
    "Writes (201) or edits (200) the review of one of the caller's completed orders: 1-5 stars and 10-1000 characters, one per order, editable for 7 days (409 otherwise; another customer's order is a 404).",
  auth: 'customer',
  okStatus: 201,
  alsoOk: [200],
  errors: [404, 409],
  body: schemaReviewSave,
  response: schemaOrderReview,
});
