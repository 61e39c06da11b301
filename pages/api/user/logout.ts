import { routeLogout } from '../../../lib/contracts/users';
import { requireSession } from '../../../server/auth/requireUser';
import { revokeAllSessions, revokeSession } from '../../../server/auth/session';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/logout (bearer token): revokes the calling session, or with
 * `{allDevices: true}` every session of the customer; the revoked tokens answer 401 everywhere.
 * 401 for a missing, invalid, expired or already revoked token.
 */
export default apiRoute(
  handle(routeLogout, async ({ body }, req) => {
    const { user, sessionId } = await requireSession(req);
    const { db } = await getDb();
    if (body?.allDevices) {
      const revokedSessions = await revokeAllSessions(db, user.id);
      return { message: 'You have been logged out of all devices.', data: { revokedSessions } };
    }
    const revoked = await revokeSession(db, sessionId);
    return { message: 'Logout Successful', data: { revokedSessions: revoked ? 1 : 0 } };
  }),
);
