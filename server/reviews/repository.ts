import { and, desc, eq, sql } from 'drizzle-orm';
import type { SeedReview } from '../../data/content/types';
import { reviews, type Review } from '../db/schema';
import type { Db } from '../db/types';

/** A published review as pages show it; `reviewedOn` is an ISO date (yyyy-mm-dd). */
export type PublicReview = Pick<Review, 'id' | 'customerName' | 'city' | 'service' | 'rating' | 'title' | 'body' | 'reviewedOn'>;

/** Count and average of the published ratings (average rounded to one decimal; 0 when none). */
export interface RatingSummary {
  count: number;
  average: number;
}

/** Published reviews, newest first, at most `limit`. */
export async function listPublishedReviews(db: Db, limit = 100): Promise<PublicReview[]> {
  return db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      city: reviews.city,
      service: reviews.service,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      reviewedOn: reviews.reviewedOn,
    })
    .from(reviews)
    .where(eq(reviews.isPublished, true))
    .orderBy(desc(reviews.reviewedOn), desc(reviews.createdAt))
    .limit(limit);
}

/** How many published reviews there are and their average rating. */
export async function summarizeRatings(db: Db, service?: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.isPublished, true), service ? eq(reviews.service, service) : undefined));
  return { count: row?.count ?? 0, average: row?.average ? Number(row.average) : 0 };
}

/** Upserts the seed reviews by slug (idempotent). */
export async function upsertSeedReviews(db: Db, seed: readonly SeedReview[]): Promise<number> {
  if (seed.length === 0) return 0;
  const rows = await db
    .insert(reviews)
    .values(
      seed.map((r) => ({
        slug: r.slug,
        customerName: r.customerName,
        city: r.city,
        service: r.service,
        rating: r.rating,
        title: r.title,
        body: r.body,
        reviewedOn: r.date,
      })),
    )
    .onConflictDoUpdate({
      target: reviews.slug,
      set: {
        customerName: sql`excluded.customer_name`,
        city: sql`excluded.city`,
        service: sql`excluded.service`,
        rating: sql`excluded.rating`,
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        reviewedOn: sql`excluded.reviewed_on`,
      },
    })
    .returning({ id: reviews.id });
  return rows.length;
}
