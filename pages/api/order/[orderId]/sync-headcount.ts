import { routeOrderHeadcountSync } from '../../../../lib/contracts/headcountSync';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { syncHeadcount } from '../../../../server/orders/headcountSync';
import { orderDetails } from '../../../../server/orders/views';
import { paymentDeps } from '../../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/order/{orderId}/sync-headcount (bearer token): sync an order's guests to its invite (a top-up's gateway
 * sends the customer back to the result page in the page's language, `X-Locale`).
 */
export default apiRoute(
  handle(routeOrderHeadcountSync, async ({ params: { orderId }, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const now = new Date();
    const synced = await syncHeadcount(db, paymentDeps(now), { orderId, userId: user.id, ...body, locale: requestLocale(req) });
    const { order, ...rest } = synced;
    return { message: 'Guests synced to the invite', data: { ...rest, order: await orderDetails(db, order, now) } };
  }),
);
