import { routePartnerMe } from '../../../../lib/contracts/partner';
import { apiRoute } from '../../../../server/http/apiHandler';
import { withPartner } from '../../../../server/auth/withPartner';
import { toPartnerSessionView } from '../../../../server/providers/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/partner/auth/me: the signed-in provider and when the session ends. 401 signed out. */
export default apiRoute(
  withPartner(routePartnerMe, async (_input, _req, { provider, session }) => ({
    message: 'Signed in',
    data: toPartnerSessionView(provider, session.expiresAt),
  })),
);
