import { routeShareStatusCheck } from '../../../../lib/contracts/split';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { paymentDeps } from '../../../../server/payments/registry';
import { checkSharePayment } from '../../../../server/payments/sharePayments';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/split/status `{attemptId, providerOrderId?, providerPaymentId?, signature?}` (no login):
 * where a co-host's share payment stands after the gateway; only the gateway's verified answer pays it.
 */
export default apiRoute(
  handle(routeShareStatusCheck, async ({ body: { attemptId, ...proof } }) => {
    const { db } = await getDb();
    const share = await checkSharePayment(db, paymentDeps(), { attemptId, proof });
    return { message: share.status === 'paid' ? 'Share paid' : 'Share not paid yet', data: share };
  }),
);
