import { routeOpsMessageList } from '../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { listMessages } from '../../../../server/ops/outbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/messages?status=&channel=&page= (every role): the outbox newest first, 50 a
 * page; recipients masked to their last 4 digits except for admins (Retry stays with admins and operations).
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsMessageList, async ({ query }, _req, { db, staff }) => ({
    message: 'Messages',
    data: await listMessages(db, query, staff.role),
  })),
);
