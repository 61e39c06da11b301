import { routeAddressList } from '../../../../lib/contracts/addresses';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { listAddresses } from '../../../../server/users/addresses';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/users/address/address_list: the logged-in customer's saved addresses, the default first. */
export default apiRoute(
  handle(routeAddressList, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Address list', data: await listAddresses(db, user.id) };
  }),
);
