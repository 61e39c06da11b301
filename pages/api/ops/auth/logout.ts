import { routeOpsLogout } from '../../../../lib/contracts/ops';
import { revokeConsoleSession, sessionCookie, STAFF_SESSION_COOKIE } from '../../../../server/auth/consoleSession';
import { apiRoute } from '../../../../server/http/apiHandler';
import { ANY_STAFF, withStaff } from '../../../../server/auth/withStaff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/ops/auth/logout: ends the calling console session server-side and clears its cookie. 401 signed out. */
export default apiRoute(
  withStaff(ANY_STAFF, routeOpsLogout, async (_input, _req, { db, session }) => {
    await revokeConsoleSession(db, session.id);
    return { message: 'You have been signed out.', headers: { 'Set-Cookie': sessionCookie(STAFF_SESSION_COOKIE, undefined) } };
  }),
);
