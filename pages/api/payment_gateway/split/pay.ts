import { routeSharePay } from '../../../../lib/contracts/split';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { paymentDeps } from '../../../../server/payments/registry';
import { openShareAttempt } from '../../../../server/payments/sharePayments';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/split/pay `{token}` (no login: the link's token is the secret): the payment attempt of a
 * co-host's share, its amount (paise) from the stored share. 404 unknown link; 409 paid, cancelled or
 * back with the host; 502 gateway busy.
 */
export default apiRoute(
  handle(routeSharePay, async ({ body }) => {
    const { db } = await getDb();
    const attempt = await openShareAttempt(db, paymentDeps(), { token: body.token });
    return { message: 'Payment ready', data: attempt };
  }),
);
