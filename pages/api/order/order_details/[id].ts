import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiHandler, parseInput } from '../../../../server/http/apiHandler';
import { notFound } from '../../../../server/http/errors';
import { findOrderForUser } from '../../../../server/orders/repository';
import { schemaOrderId } from '../../../../server/orders/schemas';
import { orderDetails } from '../../../../server/orders/service';

/** GET /api/order/order_details/{id} (bearer token): one of the customer's orders; another customer's is a 404. */
export default apiHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    const id = parseInput(schemaOrderId, req.query.id);
    const { db } = await getDb();
    const order = await findOrderForUser(db, id, user.id);
    if (!order) throw notFound('Order not found');
    return { message: 'Order details', data: await orderDetails(db, order, new Date()) };
  },
});
