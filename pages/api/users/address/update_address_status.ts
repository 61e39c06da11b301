import { routeAddressStatus } from '../../../../lib/contracts/addresses';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { removeAddress } from '../../../../server/users/addresses';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/users/address/update_address_status `{_id, status: 0}`: removes one of the customer's addresses (404 otherwise). */
export default apiRoute(
  handle(routeAddressStatus, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await removeAddress(db, user.id, body._id);
    return { message: 'Address removed' };
  }),
);
