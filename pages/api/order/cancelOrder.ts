import { routeOrderCancel } from '../../../lib/contracts/orders';
import { formatRupees } from '../../../lib/format';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { cancelOrderForUser } from '../../../server/orders/cancellation';
import { orderDetails } from '../../../server/orders/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/order/cancelOrder `{_id}` (bearer token): cancels a booked or accepted order under the policy (409 otherwise). */
export default apiRoute(
  handle(routeOrderCancel, async ({ body: { _id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const now = new Date();
    const order = await cancelOrderForUser(db, { orderId: _id, userId: user.id, now });
    return {
      message: `Your order ${order.orderNumber} is cancelled. ${formatRupees(order.refundAmount ?? 0)} will be refunded to your original payment method in 5-7 working days.`,
      data: await orderDetails(db, order, now),
    };
  }),
);
