import { routeAddressEdit } from '../../../../lib/contracts/addresses';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { editAddress } from '../../../../server/users/addresses';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/users/address/edit `{_id, ...}`: changes one of the customer's addresses (404 for anyone
 * else's); past orders keep the address they were booked with.
 */
export default apiRoute(
  handle(routeAddressEdit, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const saved = await editAddress(db, user.id, body);
    return { message: saved.notice ?? 'Address saved', data: saved };
  }),
);
