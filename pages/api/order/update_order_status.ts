import { routeOrderStatusUpdate } from '../../../lib/contracts/orders';
import { apiRoute } from '../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../server/auth/withStaff';
import { updateOrderStatusByOps } from '../../../server/ops/orderStatus';
import { toOrderSummary } from '../../../server/orders/views';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/update_order_status `{_id, status, note?, providerId?}` for operations: header `x-ops-api-key`
 * (OPS_API_KEY, automation; 429 after too many wrong keys from one IP) or a console session of an admin or
 * operations member (401 signed out, 403 other roles). Refuses impossible transitions with 409.
 * Accepting needs `providerId` and assigns that provider (server/providers/assignment.ts: one path with
 * POST /api/ops/providers/assign; 400 without one or for an unsuitable one, 409 for a busy one). A cancellation
 * here is a provider-side one and refunds everything paid. Starting, completing or cancelling is done on
 * the provider's behalf and needs the reason in `note` (400 without it). Audited with its actor and the reason.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOrderStatusUpdate, async ({ body }, _req, { db, actor }) => {
    const deps = paymentDeps();
    const order = await updateOrderStatusByOps(db, deps, { input: body, actor });
    return { message: 'Order status updated', data: toOrderSummary(order, deps.now) };
  }),
);
