import { routeOrderStatusUpdate } from '../../../lib/contracts/orders';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requireOps } from '../../../server/http/requireOps';
import { updateOrderStatusByOps } from '../../../server/orders/operations';
import { toOrderSummary } from '../../../server/orders/views';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/update_order_status `{_id, status, note?, executor?}` for operations (header
 * `x-ops-api-key`: OPS_API_KEY; 401 without, 429 after too many wrong keys from one IP). Refuses impossible transitions with 409; a cancellation here is a provider-side one and refunds everything paid (issue 12).
 */
export default apiRoute(
  handle(routeOrderStatusUpdate, async ({ body }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const deps = paymentDeps();
    const order = await updateOrderStatusByOps(db, deps, { input: body });
    return { message: 'Order status updated', data: toOrderSummary(order, deps.now) };
  }),
);
