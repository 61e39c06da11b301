import { routeOrderAdd } from '../../../lib/contracts/orders';
import { ORDER_TYPE } from '../../../lib/constants';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { createChefOrder } from '../../../server/orders/chef';
import { createDecorationOrder } from '../../../server/orders/decoration';
import { orderDetails } from '../../../server/orders/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/add (bearer token, optional `Idempotency-Key` header): books a chef (orderType 2) or a
 * decoration (orderType 1) order. The server recomputes the bill; 409 when it differs from
 * `expectedTotal`, 400 for dates inside the lead time, unserved pincodes or bad input. 201 with the
 * order; a repeated key answers 200 with the same order.
 */
export default apiRoute(
  handle(routeOrderAdd, async ({ headers, body }, req) => {
    const user = await requireUser(req);
    const idempotencyKey = headers['idempotency-key'];
    const { db } = await getDb();
    const now = new Date();
    const { order, created } =
      body.orderType === ORDER_TYPE.DECORATION
        ? await createDecorationOrder(db, { userId: user.id, input: body, idempotencyKey, now })
        : await createChefOrder(db, { userId: user.id, input: body, idempotencyKey, now });
    return {
      status: created ? 201 : 200,
      message: created ? 'Your order is booked' : 'Order already booked',
      data: await orderDetails(db, order, now),
    };
  }),
);
