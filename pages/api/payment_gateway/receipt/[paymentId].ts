import { routeReceipt } from '../../../../lib/contracts/payments';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { receiptForUser } from '../../../../server/orders/receipts';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/payment_gateway/receipt/{paymentId} (bearer token): the receipt of one of the customer's payments. */
export default apiRoute(
  handle(routeReceipt, async ({ params: { paymentId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Receipt', data: await receiptForUser(db, { paymentId, userId: user.id }) };
  }),
);
