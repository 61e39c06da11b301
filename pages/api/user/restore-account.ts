import { routeAccountRestore } from '../../../lib/contracts/privacy';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { restoreUser } from '../../../server/users/deletion';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/restore-account (bearer token): undoes a pending deletion request of
 * the logged-in customer (`restored: false` when there was none). Logging in again does the same.
 */
export default apiRoute(
  handle(routeAccountRestore, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const restored = await restoreUser(db, user.id);
    return { message: restored ? 'Your account will not be deleted.' : 'Your account is not being deleted.', data: { restored } };
  }),
);
