import { routeOpsOrderList } from '../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { listOpsOrders } from '../../../../server/ops/ordersBoard';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/orders (every staff role): filters service, status, paymentStatus, city,
 * from/to (slot days, IST), search `q` (order number or 10-digit phone, exact), page, pageSize (≤ 100), sort, dir.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsOrderList, async ({ query }, _req, { db, staff }) => ({
    message: 'Orders',
    // support sees customers' phones masked
    data: await listOpsOrders(db, query, staff.role),
  })),
);
