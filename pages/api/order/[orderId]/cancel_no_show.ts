import { routeOrderCancelNoShow } from '../../../../lib/contracts/orders';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { cancellationMessage, coHostRefunds } from '../../../../server/orders/cancellation';
import { cancelNoShow } from '../../../../server/orders/noShow';
import { orderDetails } from '../../../../server/orders/views';
import { paymentDeps } from '../../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/{orderId}/cancel_no_show (bearer token): nobody arrived within 60 minutes of the slot's start,
 * so the customer cancels with a full refund (server/orders/noShow.ts); 409 too early or arrived.
 */
export default apiRoute(
  handle(routeOrderCancelNoShow, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const deps = paymentDeps();
    const cancellation = await cancelNoShow(db, deps, { orderId, userId: user.id });
    return {
      message: cancellationMessage(cancellation, await coHostRefunds(db, cancellation.refunds)),
      data: await orderDetails(db, cancellation.order, deps.now),
      fields: { refundAmount: cancellation.refundAmount, refundStatus: cancellation.refundStatus },
    };
  }),
);
