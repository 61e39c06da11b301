import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { createDecorationOrder } from '../../../server/orders/decoration';
import { schemaIdempotencyKey, schemaOrderAdd } from '../../../server/orders/schemas';
import { createChefOrder, orderDetails } from '../../../server/orders/service';

/**
 * POST /api/order/add (bearer token, optional `Idempotency-Key` header): books a chef (orderType 2) or a
 * decoration (orderType 1) order. The server
 * recomputes the bill; 409 when it differs from `expectedTotal`, 400 for dates inside 24 hours, unserved
 * pincodes or bad input. 201 with the order; a repeated key answers 200 with the same order.
 */
export default apiHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    const idempotencyKey = parseInput(schemaIdempotencyKey, req.headers['idempotency-key']);
    const input = parseInput(schemaOrderAdd, req.body);
    const { db } = await getDb();
    const now = new Date();
    const { order, created } =
      input.orderType === 1
        ? await createDecorationOrder(db, { userId: user.id, input, idempotencyKey, now })
        : await createChefOrder(db, { userId: user.id, input, idempotencyKey, now });
    return {
      status: created ? 201 : 200,
      message: created ? 'Your order is booked' : 'Order already booked',
      data: await orderDetails(db, order, now),
    };
  },
});
