import { routeAddressUpsertDefault } from '../../../../lib/contracts/addresses';
import { requireSelf, requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { upsertDefaultAddress } from '../../../../server/users/addresses';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/users/address/editByUserID (the spec's path): creates or replaces the session user's default
 * address. The body's `userId` (old clients) must be the session user's own (403 otherwise): never another's book.
 */
export default apiRoute(
  handle(routeAddressUpsertDefault, async ({ body: { userId, ...address } }, req) => {
    const user = userId === undefined ? await requireUser(req) : await requireSelf(req, userId);
    const { db } = await getDb();
    const saved = await upsertDefaultAddress(db, user.id, address);
    return { message: saved.notice ?? 'Address saved', data: saved };
  }),
);
