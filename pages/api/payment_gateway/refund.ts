import { routePaymentRefund } from '../../../lib/contracts/payments';
import { apiRoute } from '../../../server/http/apiHandler';
import { ADMIN_ONLY, withOpsActor } from '../../../server/auth/withStaff';
import { toRefundView } from '../../../server/orders/views';
import { refundByOps } from '../../../server/payments/refunding';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/refund `{orderId, amount, note, key}` (header `x-ops-api-key`, or a console session
 * of an admin; a support agent refunding gets 403): a goodwill or partial refund, never
 * more than was captured and not yet refunded (400); answers the order's refunds. Audited with its actor.
 */
export default apiRoute(
  withOpsActor(ADMIN_ONLY, routePaymentRefund, async ({ body }, _req, { db, actor }) => {
    const refunds = await refundByOps(db, paymentDeps(), { ...body, actor });
    return { message: 'Refund requested', data: refunds.map(toRefundView) };
  }),
);
