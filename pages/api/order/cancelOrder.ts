import { routeOrderCancel } from '../../../lib/contracts/orders';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { cancellationMessage, cancelOrder, coHostRefunds } from '../../../server/orders/cancellation';
import { orderDetails } from '../../../server/orders/views';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/cancelOrder `{_id}` (bearer token): cancels an order awaiting payment, booked or accepted
 * under the refund table (409 otherwise) and requests the refund from the gateway at once;
 * `refundAmount` (rupees) and `refundStatus` beside `data`.
 */
export default apiRoute(
  handle(routeOrderCancel, async ({ body: { _id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const deps = paymentDeps();
    const cancellation = await cancelOrder(db, deps, { orderId: _id, userId: user.id, cause: 'customer' });
    return {
      // what goes back to the host and what to each co-host who paid a share
      message: cancellationMessage(cancellation, await coHostRefunds(db, cancellation.refunds)),
      data: await orderDetails(db, cancellation.order, deps.now),
      fields: { refundAmount: cancellation.refundAmount, refundStatus: cancellation.refundStatus },
    };
  }),
);
