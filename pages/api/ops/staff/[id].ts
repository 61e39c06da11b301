import { routeOpsStaffUpdate } from '../../../../lib/contracts/ops';
import { apiRoute } from '../../../../server/http/apiHandler';
import { ADMIN_ONLY, withStaff } from '../../../../server/auth/withStaff';
import { toStaffView, updateStaff } from '../../../../server/ops/staff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * PATCH /api/ops/staff/{id} `{name?, role?, active?}` (admins): changes a member; disabling signs them out at
 * once. Audited. 404 unknown, 409 the last active admin.
 */
export default apiRoute(
  withStaff(ADMIN_ONLY, routeOpsStaffUpdate, async ({ params, body }, _req, { db, actor }) => ({
    message: 'Staff member updated',
    data: toStaffView(await updateStaff(db, actor, params.id, body)),
  })),
);
