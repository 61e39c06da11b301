import { routePaymentCreate } from '../../../lib/contracts/payments';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requestLocale } from '../../../server/i18n/requestLocale';
import { openPaymentAttempt } from '../../../server/payments/attempts';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/payment (bearer token, `Idempotency-Key`) `{orderId, kind}`: the open payment
 * attempt of one of the customer's orders, its amount (paise) from the stored order.
 * The gateway sends the customer back to the result page in the page's language (`X-Locale`).
 * 404 another customer's or an unknown order; 409 already paid, cancelled or expired; 502 gateway busy.
 */
export default apiRoute(
  handle(routePaymentCreate, async ({ headers, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const attempt = await openPaymentAttempt(db, paymentDeps(), {
      user,
      orderId: body.orderId,
      kind: body.kind,
      idempotencyKey: headers['idempotency-key'],
      locale: requestLocale(req),
    });
    return { message: 'Payment ready', data: attempt };
  }),
);
