import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { schemaOrderCancel } from '../../../server/orders/schemas';
import { cancelOrderForUser, orderDetails } from '../../../server/orders/service';
import { formatRupees } from '../../../lib/format';

/** POST /api/order/cancelOrder `{_id}` (bearer token): cancels a booked or accepted order under the policy (409 otherwise). */
export default apiHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    const { _id } = parseInput(schemaOrderCancel, req.body);
    const { db } = await getDb();
    const now = new Date();
    const order = await cancelOrderForUser(db, { orderId: _id, userId: user.id, now });
    return {
      message: `Your order ${order.orderNumber} is cancelled. ${formatRupees(order.refundAmount ?? 0)} will be refunded to your original payment method in 5-7 working days.`,
      data: await orderDetails(db, order, now),
    };
  },
});
