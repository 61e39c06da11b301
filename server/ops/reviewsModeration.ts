/**
 * Review moderation in the console: staff hide a review with a reason, or show it again;
 * the text is never edited (there is no way to here). A hidden review leaves every public list and rating
 * aggregate (server/reviews/repository `ofService`). The reason is shown to admins only: `toModeratedReview` leaves
 * the field out for every other role, and the audit line (readable by operations) does not carry it.
 */
import type { StaffRole } from '../../lib/contracts/ops';
import {
  MODERATION_PAGE_SIZE,
  type ModeratedReview,
  type ModerationPage,
  type ModerationQuery,
  type ReviewModeration,
} from '../../lib/contracts/opsDesk';
import { reviewerName, reviewServiceName, reviewServiceOf } from '../../lib/reviews';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { recordAudit, type AuditActor } from '../audit/audit';
import { lockReview, moderationRow, moderationRows, setReviewHidden, type ModerationRow } from './repository/reviewsModeration';

/** Audit actions of moderation. */
export const REVIEW_AUDIT_ACTIONS = { hide: 'review.hide', unhide: 'review.unhide' } as const;

/** A review as `role` may see it: the hiding reason only for admins ("shown to admins only"). */
export function toModeratedReview(row: ModerationRow, role: StaffRole): ModeratedReview {
  const { review } = row;
  const service = reviewServiceOf(review.orderType);
  const view: ModeratedReview = {
    _id: review.id,
    orderId: review.orderId,
    orderNumber: row.orderNumber,
    service: service ? reviewServiceName(service) : 'Party service',
    rating: review.rating,
    text: review.text,
    reviewer: reviewerName(row.name),
    createdAt: review.createdAt.toISOString(),
    hidden: review.hiddenAt !== null,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    hiddenBy: review.hiddenAt ? (row.hiddenByName ?? null) : null,
  };
  if (role === 'admin') view.hiddenReason = review.hiddenAt ? review.hiddenReason : null;
  return view;
}

/** One page of reviews for the console (`visibility`: shown, hidden, or both), newest first. */
export async function listModeratedReviews(db: Db, { visibility, page }: ModerationQuery, role: StaffRole): Promise<ModerationPage> {
  const { rows, total } = await moderationRows(db, { visibility, page, pageSize: MODERATION_PAGE_SIZE });
  return { reviews: rows.map((row) => toModeratedReview(row, role)), page, pageSize: MODERATION_PAGE_SIZE, total };
}

/**
 * Hides a review with a reason, or shows it again, under the row's lock, with an audit line
 * (`review.hide` / `review.unhide`: before and after `{hidden, hiddenAt}`, never the reason, which only admins may
 * read). Hiding a hidden review replaces its reason; showing a shown one changes nothing and writes no line.
 * @returns the review as `role` may see it.
 * @throws HttpError 404 unknown review.
 */
export async function moderateReview(
  db: Db,
  { actor, role }: { actor: AuditActor; role: StaffRole },
  id: string,
  change: ReviewModeration,
  now = new Date(),
): Promise<ModeratedReview> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review) throw notFound('Review not found');
    const before = { hidden: review.hiddenAt !== null, hiddenAt: review.hiddenAt?.toISOString() ?? null };
    if (!change.hidden && review.hiddenAt === null) return;
    // updated_at stays: it is when the customer last wrote the review
    const values = change.hidden
      ? { hiddenAt: now, hiddenBy: actor.kind === 'staff' ? actor.staffId : null, hiddenReason: change.reason }
      : { hiddenAt: null, hiddenBy: null, hiddenReason: null };
    await setReviewHidden(tx, id, values);
    await recordAudit(
      tx,
      actor,
      {
        action: change.hidden ? REVIEW_AUDIT_ACTIONS.hide : REVIEW_AUDIT_ACTIONS.unhide,
        entityType: 'review',
        entityId: id,
        before,
        after: { hidden: change.hidden, hiddenAt: change.hidden ? now.toISOString() : null },
      },
      now,
    );
  });
  const row = await moderationRow(db, id);
  if (!row) throw notFound('Review not found');
  return toModeratedReview(row, role);
}
