import { routeOrderReview } from '../../../../lib/contracts/reviews';
import { canReviewStatus } from '../../../../lib/reviews';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { findOrderWithReview, toOrderReview } from '../../../../server/reviews/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/order/review/{orderId} (bearer token): the caller's review of their order (null if none) and whether they may review it. */
export default apiRoute(
  handle(routeOrderReview, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const now = new Date();
    const { order, review } = await findOrderWithReview(db, orderId, user.id);
    return {
      message: review ? 'Your review' : 'Not reviewed yet',
      data: { review: review ? toOrderReview(review, now) : null, canReview: canReviewStatus(order.status) },
    };
  }),
);
