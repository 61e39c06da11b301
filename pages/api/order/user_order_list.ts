import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { listOrdersForUser } from '../../../server/orders/repository';
import { schemaOrderList } from '../../../server/orders/schemas';
import { toOrderSummary } from '../../../server/orders/service';

/** POST /api/order/user_order_list `{page?}` (bearer token): the customer's orders, newest first (user from the token). */
export default apiHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    const { page } = parseInput(schemaOrderList, req.body ?? {});
    const { db } = await getDb();
    const now = new Date();
    const orders = await listOrdersForUser(db, user.id, { page });
    return { message: 'Your orders', data: orders.map((order) => toOrderSummary(order, now)) };
  },
});
