import { schemaReviewListQuery, type ReviewPage } from '../../lib/contracts/reviews';
import { getDb } from '../db/client';
import { reviewPage } from './repository';

/**
 * The props of `/reviews` for the `page` query value: that page of reviews, newest first; null (404)
 * for a malformed page number or a page past the last one (page 1 is always a page, even when empty).
 */
export async function reviewsPageProps(page: unknown): Promise<{ page: ReviewPage } | null> {
  const parsed = schemaReviewListQuery.safeParse({ page: page ?? undefined });
  if (!parsed.success) return null;
  const { db } = await getDb();
  const result = await reviewPage(db, { page: parsed.data.page });
  if (parsed.data.page > 1 && result.reviews.length === 0) return null;
  return { page: result };
}
