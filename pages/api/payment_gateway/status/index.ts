import { routePaymentStatusCheck } from '../../../../lib/contracts/payments';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { checkPayment } from '../../../../server/payments/attempts';
import { paymentDeps } from '../../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/status (bearer token) `{orderId, providerOrderId?, providerPaymentId?,
 * signature?}`: verifies a checkout proof and asks the gateway; `message` is PAYMENT_SUCCESS,
 * PAYMENT_PENDING, PAYMENT_ERROR or PAYMENT_EXPIRED. A bad signature is a 400 and changes nothing.
 */
export default apiRoute(
  handle(routePaymentStatusCheck, async ({ body: { orderId, ...proof } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const status = await checkPayment(db, paymentDeps(), { userId: user.id, orderId, proof });
    return { message: status.message, data: status };
  }),
);
