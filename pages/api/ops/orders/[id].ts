import { routeOpsOrderOne } from '../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { opsOrderView } from '../../../../server/ops/ordersView';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/orders/{id} (every staff role): the order page's view as
 * the role may see it (support: the customer's phone masked); 404 unknown order. */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsOrderOne, async ({ params: { id } }, _req, { db, staff }) => ({
    message: 'Order',
    data: await opsOrderView(db, id, staff.role),
  })),
);
