import { routeOpsMe } from '../../../../lib/contracts/ops';
import { apiRoute } from '../../../../server/http/apiHandler';
import { ANY_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { toStaffView } from '../../../../server/ops/staff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/auth/me: the signed-in staff member and when the session ends. 401 signed out. */
export default apiRoute(
  withStaff(ANY_STAFF, routeOpsMe, async (_input, _req, { staff, session }) => ({
    message: 'Signed in',
    data: { staff: toStaffView(staff), expiresAt: session.expiresAt.toISOString() },
  })),
);
