import { routePartnerJobStart } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { startJob } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/jobs/{id}/start `{code}`: starts the job with the customer's start code. 400 wrong
 * code, 409 illegal or too early, 429 too many wrong codes, 404 not theirs.
 */
export default apiRoute(
  withPartner(routePartnerJobStart, async ({ params: { id }, body: { code } }, _req, { db, provider }) => ({
    message: 'Job started',
    data: await startJob(db, { orderId: id, providerId: provider.id, code, now: new Date() }),
  })),
);
