import { routePartnerJobComplete } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { completeJob } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/jobs/{id}/complete: marks the job Completed. 409 illegal (naming both states) or too early, 404 not theirs. */
export default apiRoute(
  withPartner(routePartnerJobComplete, async ({ params: { id } }, _req, { db, provider }) => ({
    message: 'Job completed',
    data: await completeJob(db, { orderId: id, providerId: provider.id, now: new Date() }),
  })),
);
