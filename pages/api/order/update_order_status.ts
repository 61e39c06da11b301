import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { requireOps } from '../../../server/http/requireOps';
import { schemaOrderStatusUpdate } from '../../../server/orders/schemas';
import { toOrderSummary, updateOrderStatusByOps } from '../../../server/orders/service';

/**
 * POST /api/order/update_order_status `{_id, status, note?, executor?}` for operations (header
 * `x-ops-api-key`: OPS_API_KEY; 401 without). Refuses impossible transitions with 409.
 */
export default apiHandler({
  POST: async (req) => {
    requireOps(req);
    const input = parseInput(schemaOrderStatusUpdate, req.body);
    const { db } = await getDb();
    const now = new Date();
    const order = await updateOrderStatusByOps(db, { input, now });
    return { message: 'Order status updated', data: toOrderSummary(order, now) };
  },
});
