import { routeOrderList } from '../../../lib/contracts/orders';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { listOrdersForUser } from '../../../server/orders/repository';
import { confirmingPayments, toOrderSummary } from '../../../server/orders/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/order/user_order_list `{page?}` (bearer token): the customer's orders, newest first (user from the token). */
export default apiRoute(
  handle(routeOrderList, async ({ body: { page } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const now = new Date();
    const orders = await listOrdersForUser(db, user.id, { page });
    // a payment the bank is still confirming shows on its order
    const confirming = await confirmingPayments(
      db,
      orders.map((order) => order.id),
    );
    return { message: 'Your orders', data: orders.map((order) => toOrderSummary(order, now, confirming.get(order.id) ?? null)) };
  }),
);
