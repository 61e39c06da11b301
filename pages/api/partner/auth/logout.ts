import { routePartnerLogout } from '../../../../lib/contracts/partner';
import { revokeConsoleSession, sessionCookie } from '../../../../server/auth/consoleSession';
import { apiRoute } from '../../../../server/http/apiHandler';
import { withPartner } from '../../../../server/auth/withPartner';
import { PARTNER_SESSION_COOKIE } from '../../../../server/auth/providerSession';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/auth/logout: ends the calling partner session server-side and clears its cookie. 401 signed out. */
export default apiRoute(
  withPartner(routePartnerLogout, async (_input, _req, { db, session }) => {
    await revokeConsoleSession(db, session.id);
    return { message: 'You have been signed out.', headers: { 'Set-Cookie': sessionCookie(PARTNER_SESSION_COOKIE, undefined) } };
  }),
);
