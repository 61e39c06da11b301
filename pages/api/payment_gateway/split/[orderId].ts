import { routeSplitView } from '../../../../lib/contracts/split';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { splitForHost } from '../../../../server/payments/splits';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/payment_gateway/split/{orderId} (bearer token): the split of one of the customer's orders and who has paid. */
export default apiRoute(
  handle(routeSplitView, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const split = await splitForHost(db, { orderId, userId: user.id, now: new Date() });
    return { message: 'Split', data: split };
  }),
);
