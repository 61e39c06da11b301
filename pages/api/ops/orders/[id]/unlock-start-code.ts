import { routeOpsOrderStartCodeUnlock } from '../../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../../../server/auth/withStaff';
import { opsOrderView } from '../../../../../server/ops/ordersView';
import { unlockStartCode } from '../../../../../server/providers/startCodeLock';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/orders/{id}/unlock-start-code `{reason}` (admins and operations, or `x-ops-api-key`): clears the
 * order's wrong start codes so the provider can start with the right one now (server/providers/startCodeLock),
 * audited with the reason; answers the order page's view. 404 unknown order, 409 nothing locked.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsOrderStartCodeUnlock, async ({ params: { id }, body }, _req, { db, actor }) => {
    const now = new Date();
    const before = await unlockStartCode(db, { orderId: id, reason: body.reason, actor, now });
    // only admins, operations and the API key unlock: all may see the customer's whole phone
    return {
      message: `Start code unlocked (${before.wrongTries} wrong ${before.wrongTries === 1 ? 'try' : 'tries'} cleared). The provider can enter the right code now.`,
      data: await opsOrderView(db, id, 'operations', now),
    };
  }),
);
