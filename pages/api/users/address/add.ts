import { routeAddressAdd } from '../../../../lib/contracts/addresses';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { addAddress } from '../../../../server/users/addresses';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/users/address/add: saves an address for the logged-in customer; 409 "You can save up to 10
 * addresses" for the 11th, 400 for a pincode that is not 6 digits; an unserved pincode is saved with its notice.
 */
export default apiRoute(
  handle(routeAddressAdd, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const saved = await addAddress(db, user.id, body);
    return { status: 201, message: saved.notice ?? 'Address saved', data: saved };
  }),
);
