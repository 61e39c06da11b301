import { routePaymentStatus } from '../../../../lib/contracts/payments';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { paymentStatusForUser } from '../../../../server/payments/attempts';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/payment_gateway/status/{orderId} (bearer token): where the order's payment stands, as the server knows it. */
export default apiRoute(
  handle(routePaymentStatus, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const status = await paymentStatusForUser(db, { orderId, userId: user.id, now: new Date() });
    return { message: status.message, data: status };
  }),
);
