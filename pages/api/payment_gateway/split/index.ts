import { routeSplitCreate } from '../../../../lib/contracts/split';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { createSplit } from '../../../../server/payments/splits';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/split (bearer token) `{orderId, shares: [{name, phone, amount}]}`: the host splits the
 * order's balance with 2-5 co-hosts; each gets a payment link. 400 shares that do not add up to the
 * balance; 404 another customer's order; 409 nothing due, within 48 hours of the service, or a share already paid.
 */
export default apiRoute(
  handle(routeSplitCreate, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const split = await createSplit(db, { now: new Date() }, { userId: user.id, orderId: body.orderId, shares: body.shares });
    return { message: 'Balance split: each co-host has their payment link', data: split };
  }),
);
