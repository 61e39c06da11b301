import { routeAccountRefunds } from '../../../lib/contracts/accountRefunds';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { listCustomerRefunds } from '../../../server/payments/customerRefunds';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/user/refunds (bearer token): every refund of the logged-in customer's orders, newest first
 * (order number, amount in rupees, status, bank and gateway references, dates). Only the session user's own; 401
 * without a live session.
 */
export default apiRoute(
  handle(routeAccountRefunds, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Your refunds', data: await listCustomerRefunds(db, user.id) };
  }),
);
