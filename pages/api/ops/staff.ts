import { routeOpsStaffCreate, routeOpsStaffList } from '../../../lib/contracts/ops';
import { apiRoute } from '../../../server/http/apiHandler';
import { ADMIN_ONLY, withStaff } from '../../../server/auth/withStaff';
import { createStaff, listStaff, toStaffView } from '../../../server/ops/staff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/staff: the team, active first. POST `{phone, name, role}`: adds a member (audited; 409 when the
 * number is already staff). Admins only (401 signed out, 403 other roles or cross-site).
 */
export default apiRoute(
  withStaff(ADMIN_ONLY, routeOpsStaffList, async (_input, _req, { db }) => ({
    message: 'Staff',
    data: (await listStaff(db)).map(toStaffView),
  })),
  withStaff(ADMIN_ONLY, routeOpsStaffCreate, async ({ body }, _req, { db, actor }) => ({
    status: 201,
    message: 'Staff member added',
    data: toStaffView(await createStaff(db, actor, body)),
  })),
);
