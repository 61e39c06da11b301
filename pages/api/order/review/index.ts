import { routeOrderReviewSave } from '../../../../lib/contracts/reviews';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { saveReview, toOrderReview } from '../../../../server/reviews/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/review `{orderId, rating, text}` (bearer token): writes (201) or edits (200) the review
 * of one of the caller's completed orders; 409 before completion or after the 7-day edit window.
 */
export default apiRoute(
  handle(routeOrderReviewSave, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const now = new Date();
    const { review, created } = await saveReview(db, { ...body, userId: user.id, now });
    return {
      status: created ? 201 : 200,
      message: created ? 'Thank you for your review!' : 'Your review is updated.',
      data: toOrderReview(review, now),
    };
  }),
);
