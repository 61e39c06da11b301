import { routeOpsReviewModerate } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withStaff } from '../../../../server/auth/withStaff';
import { moderateReview } from '../../../../server/ops/reviewsModeration';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * PATCH /api/ops/reviews/{id} `{hidden: true, reason}` or `{hidden: false}` (admins and
 * operations): hides a review from every public list and rating, or shows it again; the text is never edited;
 * 404 unknown review; audited as `review.hide` / `review.unhide`.
 */
export default apiRoute(
  withStaff(OPERATIONS_ROLES, routeOpsReviewModerate, async ({ params: { id }, body }, _req, { db, actor, staff }) => ({
    message: body.hidden ? 'Review hidden' : 'Review shown',
    data: await moderateReview(db, { actor, role: staff.role }, id, body),
  })),
);
