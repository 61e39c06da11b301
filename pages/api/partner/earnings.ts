import { routePartnerEarnings } from '../../../lib/contracts/earnings';
import { withPartner } from '../../../server/auth/withPartner';
import { providerEarningsSummary } from '../../../server/earnings';
import { apiRoute } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/partner/earnings: the signed-in provider's own earnings (totals today, this week and this month in IST,
 * what is due, per job, payout statements). 401 without a partner session.
 */
// the provider is the session's, never a parameter: a provider never sees another's earnings
export default apiRoute(
  withPartner(routePartnerEarnings, async (_input, _req, { db, provider }) => {
    return { message: 'Earnings', data: await providerEarningsSummary(db, provider.id, new Date()) };
  }),
);
