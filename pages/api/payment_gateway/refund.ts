import { routePaymentRefund } from '../../../lib/contracts/payments';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requireOps } from '../../../server/http/requireOps';
import { toRefundView } from '../../../server/orders/views';
import { refundByOps } from '../../../server/payments/refunding';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/refund (header `x-ops-api-key`) `{orderId, amount, note, key}`: a goodwill or
 * partial refund (issue 12), never more than was captured and not yet refunded (409); answers the order's refunds.
 */
export default apiRoute(
  handle(routePaymentRefund, async ({ body }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const refunds = await refundByOps(db, paymentDeps(), body);
    return { message: 'Refund requested', data: refunds.map(toRefundView) };
  }),
);
