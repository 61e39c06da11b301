import { routeOrderAdd } from '../../../lib/contracts/orders';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { placeOrder } from '../../../server/orders/placement';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/add (bearer token, optional `Idempotency-Key` header): places a chef (orderType 2) or a
 * decoration (orderType 1) order awaiting payment of its advance (booked once paid). The server recomputes the bill; 409 when it differs from
 * `expectedTotal`, 400 for dates outside the lead time or the 90-day horizon, unserved pincodes, repeated
 * dishes or add-ons, or bad input; 429 (Retry-After) beyond the customer's hourly limit. 201 with the
 * order, answered from what the booking transaction returned; a repeated key answers 200 with the same
 * order, or 422 when it came with a different request. A customer without a saved city gets the booking's.
 */
export default apiRoute(
  handle(routeOrderAdd, async ({ headers, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const { created, details } = await placeOrder(
      db,
      { userId: user.id, input: body, idempotencyKey: headers['idempotency-key'] },
      // a customer without a saved city gets the booking's (no statement for one who has a city)
      { savedCity: user.city },
    );
    return {
      status: created ? 201 : 200,
      message: created ? 'Your order is placed: pay the advance to book it' : 'Order already placed',
      data: details,
    };
  }),
);
