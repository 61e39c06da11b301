import { routeOpsReviewList } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { listModeratedReviews } from '../../../../server/ops/reviewsModeration';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/reviews?visibility=shown|hidden&page= (every staff role): reviews newest first,
 * shown and hidden; the reason a review is hidden only in an admin's answer.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsReviewList, async ({ query }, _req, { db, staff }) => ({
    message: 'Reviews',
    data: await listModeratedReviews(db, query, staff.role),
  })),
);
