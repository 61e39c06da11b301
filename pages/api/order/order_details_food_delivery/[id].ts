import { routeOrderDetailsFoodDelivery } from '../../../../lib/contracts/orders';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { orderDetailsForUser } from '../../../../server/orders/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/order/order_details_food_delivery/{id} (spec 7): the same order details, whose `food` holds
 * the service, guests, extras and the quantity of every dish. Another customer's order or an unknown id: 404.
 */
export default apiRoute(
  handle(routeOrderDetailsFoodDelivery, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Order details', data: await orderDetailsForUser(db, { orderId: id, userId: user.id, now: new Date() }) };
  }),
);
