import { routeReviewList } from '../../lib/contracts/reviews';
import { getDb } from '../../server/db/client';
import { apiRoute, handle } from '../../server/http/apiHandler';
import { reviewPage } from '../../server/reviews/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/reviews?service=&page=: published reviews of completed bookings, newest first, with their count and average. */
export default apiRoute(
  handle(routeReviewList, async ({ query: { service, page } }) => {
    const { db } = await getDb();
    return { message: 'Customer reviews', data: await reviewPage(db, { service, page }) };
  }),
);
