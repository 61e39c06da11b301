import { routeOpsToday } from '../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../server/auth/withStaff';
import { todayBoard } from '../../../server/ops/today';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/today (every staff role): the Today board: orders by status for today and the
 * next 7 days (IST), booked orders without a provider whose slot starts within 48 hours, payments awaiting capture,
 * refunds pending or failed, new enquiries.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsToday, async (_input, _req, { db }) => ({ message: 'Today', data: await todayBoard(db) })),
);
