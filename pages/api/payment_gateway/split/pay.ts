import { routeSharePay } from '../../../../lib/contracts/split';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { paymentDeps } from '../../../../server/payments/registry';
import { openShareAttempt } from '../../../../server/payments/sharePayments';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/split/pay `{token}` (no login: the link's token is the secret): the payment attempt of a
 * co-host's share, its amount (paise) from the stored share. 404 unknown link; 409 paid, cancelled or
 * back with the host; 502 gateway busy. The gateway sends the co-host back to the result page in the page's language
 * (`X-Locale`).
 */
export default apiRoute(
  handle(routeSharePay, async ({ body }, req) => {
    const { db } = await getDb();
    const attempt = await openShareAttempt(db, paymentDeps(), { token: body.token, locale: requestLocale(req) });
    return { message: 'Payment ready', data: attempt };
  }),
);
