import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderReview, PublicReview, ReviewPage, ReviewSummary, ServiceReviewsData } from '../../lib/contracts/reviews';
import { formatDate } from '../../lib/format';
import { statusLabel } from '../../lib/orders';
import {
  canEditReview,
  canReviewStatus,
  REVIEW_EDIT_DAYS,
  REVIEW_SERVICES,
  REVIEWED_ORDER_TYPES,
  REVIEWS_PAGE_SIZE,
  SERVICE_PAGE_REVIEWS,
  reviewEditableUntil,
  reviewerName,
  reviewMonth,
  reviewServiceName,
  reviewServiceOf,
  type ReviewService,
} from '../../lib/reviews';
import { orders, reviews, users, type Order, type Review } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { findOrderForUser } from '../orders';

/** The caller's own view of a review (the order page's form), judged at `now` for the 7-day edit window. */
export function toOrderReview(review: Review, now: Date): OrderReview {
  return {
    _id: review.id,
    orderId: review.orderId,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    editableUntil: reviewEditableUntil(review.createdAt).toISOString(),
    editable: canEditReview(review.createdAt, now),
  };
}

/** The review of an order, or null. */
async function findReviewOfOrder(db: Db, orderId: string): Promise<Review | null> {
  const [review] = await db.select().from(reviews).where(eq(reviews.orderId, orderId)).limit(1);
  return review ?? null;
}

/**
 * The caller's order with its review (null when none yet).
 * @throws HttpError 404 for an unknown order or another customer's order.
 */
export async function findOrderWithReview(db: Db, orderId: string, userId: string): Promise<{ order: Order; review: Review | null }> {
  const order = await findOrderForUser(db, orderId, userId);
  if (!order) throw notFound('Order not found');
  return { order, review: await findReviewOfOrder(db, order.id) };
}

/**
 * Writes or edits the review of a customer's order: only the order's owner (404 otherwise),
 * only once the order is completed, one review per order, edits only within 7 days of the first writing.
 * @param input.rating whole stars 1-5; `text` already validated (lib/contracts/reviews).
 * @param input.now the clock (tests inject it).
 * @returns the review and whether it was created (false: edited).
 * @throws HttpError 404 (not the caller's order), 409 (not completed, or the edit window has closed).
 */
export async function saveReview(
  db: Db,
  { orderId, userId, rating, text, now = new Date() }: { orderId: string; userId: string; rating: number; text: string; now?: Date },
): Promise<{ review: Review; created: boolean }> {
  const { order, review: existing } = await findOrderWithReview(db, orderId, userId);
  if (!canReviewStatus(order.status)) {
    throw new HttpError(409, `You can review this order once it is completed; it is ${statusLabel(order.status).toLowerCase()} now.`);
  }
  if (existing) {
    if (!canEditReview(existing.createdAt, now)) {
      throw new HttpError(
        409,
        `A review can be edited for ${REVIEW_EDIT_DAYS} days after it is written; yours was written on ${formatDate(existing.createdAt)} and can no longer be changed.`,
      );
    }
    const [updated] = await db.update(reviews).set({ rating, text, updatedAt: now }).where(eq(reviews.id, existing.id)).returning();
    if (!updated) throw new HttpError(409, 'This review changed just now. Please refresh and try again.');
    return { review: updated, created: false };
  }
  const [created] = await db
    .insert(reviews)
    .values({ orderId: order.id, userId, orderType: order.orderType, rating, text, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning();
  // another request wrote the review between our read and our insert
  if (!created) throw new HttpError(409, 'This order was reviewed just now. Please refresh and try again.');
  return { review: created, created: true };
}

/**
 * The condition selecting the published reviews of one service, or of every service we sell (lib/services).
 * The list and its summary share it, in SQL: filtering after LIMIT/OFFSET made pages come back short
 * while the summary still counted the rows. A review hidden by staff is not published
 *: it leaves every list, count and average, and so the pages' JSON-LD ratings.
 */
const ofService = (service?: ReviewService) =>
  and(
    isNull(reviews.hiddenAt),
    service ? eq(reviews.orderType, REVIEW_SERVICES[service]) : inArray(reviews.orderType, [...REVIEWED_ORDER_TYPES]),
  );

/**
 * Published reviews, newest first: the reviewer's first name and initial (from the profile name, else the
 * booking's contact name), the service and the month of the booking.
 * @param options.page 1-based; `pageSize` defaults to 20.
 */
export async function listPublicReviews(
  db: Db,
  { service, page = 1, pageSize = REVIEWS_PAGE_SIZE }: { service?: ReviewService; page?: number; pageSize?: number } = {},
): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      orderType: reviews.orderType,
      createdAt: reviews.createdAt,
      eventDate: orders.eventDate,
      name: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${orders.address}->>'name')`,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(ofService(service))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => {
    const key = reviewServiceOf(row.orderType);
    // ofService selected only the order types of the registry
    if (!key) throw new Error(`a review of order type ${row.orderType} passed the service filter`);
    return {
      _id: row.id,
      rating: row.rating,
      text: row.text,
      reviewer: reviewerName(row.name),
      service: key,
      serviceName: reviewServiceName(key),
      month: reviewMonth(row.eventDate),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** How many reviews there are (of a service, when given) and their average rounded to one decimal (0 when none). */
export async function summarizeReviews(db: Db, service?: ReviewService): Promise<ReviewSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(ofService(service));
  return { count: Number(row?.count ?? 0), average: row?.average ? Number(row.average) : 0 };
}

/** One page of /reviews and of GET /api/reviews: its reviews, newest first, and the summary of all of them (of `service`, when given). */
export async function reviewPage(db: Db, { service, page }: { service?: ReviewService; page: number }): Promise<ReviewPage> {
  const [reviews, summary] = await Promise.all([listPublicReviews(db, { service, page }), summarizeReviews(db, service)]);
  return { reviews, summary, page, pageSize: REVIEWS_PAGE_SIZE };
}

/** The compact block of a service page: its 3 latest reviews and the summary of all of them. */
export async function serviceReviews(db: Db, service: ReviewService): Promise<ServiceReviewsData> {
  const [reviews, summary] = await Promise.all([
    listPublicReviews(db, { service, pageSize: SERVICE_PAGE_REVIEWS }),
    summarizeReviews(db, service),
  ]);
  return { reviews, summary };
}
