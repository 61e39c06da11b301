/**
 * The SQL of review moderation in the console (server/ops/reviewsModeration.ts holds its rules and views): reviews
 * with their order number, reviewer name and the staff member who hid them, and the hide/show write.
 */
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, reviews, staff, users, type Review } from '../../db/schema';
import type { Db } from '../../db/types';

const hider = alias(staff, 'review_hider');

/** The columns a moderated review is built from. */
const moderationColumns = {
  review: reviews,
  orderNumber: orders.orderNumber,
  name: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${orders.address}->>'name')`,
  hiddenByName: hider.name,
};

/** A review with what the console shows beside it: order number, reviewer name, who hid it. */
export type ModerationRow = { review: Review; orderNumber: string; name: string | null; hiddenByName: string | null };

/** The rows of moderated reviews (the caller adds where, order and paging). */
const moderationSelect = (db: Db) =>
  db
    .select(moderationColumns)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy));

/**
 * One page of reviews (`visibility`: shown, hidden, or both), newest first, and how many match in all.
 * `page` counts from 1.
 */
export async function moderationRows(
  db: Db,
  { visibility, page, pageSize }: { visibility: 'shown' | 'hidden' | undefined; page: number; pageSize: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const where = visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : visibility === 'shown' ? isNull(reviews.hiddenAt) : undefined;
  const [rows, [total]] = await Promise.all([
    moderationSelect(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One review with what the console shows beside it, or null. */
export async function moderationRow(db: Db, reviewId: string): Promise<ModerationRow | null> {
  const [row] = await moderationSelect(db).where(eq(reviews.id, reviewId)).limit(1);
  return row ?? null;
}

/** A review, its row locked until the transaction `tx` ends, or null. */
export async function lockReview(tx: Db, reviewId: string): Promise<Review | null> {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update').limit(1);
  return review ?? null;
}

/** Writes a review's hidden state (when, by whom, why; all null to show it again). */
export async function setReviewHidden(
  tx: Db,
  reviewId: string,
  values: { hiddenAt: Date | null; hiddenBy: string | null; hiddenReason: string | null },
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, reviewId));
}
