import { routeOrderTip } from '../../../../lib/contracts/tips';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { paymentDeps } from '../../../../server/payments/registry';
import { openTipAttempt } from '../../../../server/payments/tips';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/{orderId}/tip (bearer token, `Idempotency-Key`) `{amount}`: the payment of a tip for the provider
 * of one of the customer's completed orders, the same checkout payload as the balance's.
 * The gateway sends the customer back to the result page in the page's language (`X-Locale`).
 * 400 amount out of bounds, order not completed or without a provider; 404 another's order; 409 tipped already.
 */
export default apiRoute(
  handle(routeOrderTip, async ({ params: { orderId }, headers, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const attempt = await openTipAttempt(db, paymentDeps(), {
      user,
      orderId,
      amount: body.amount,
      idempotencyKey: headers['idempotency-key'],
      locale: requestLocale(req),
    });
    return { message: 'Tip payment ready', data: attempt };
  }),
);
