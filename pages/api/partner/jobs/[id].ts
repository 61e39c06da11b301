import { routePartnerJob } from '../../../../lib/contracts/partner';
import { apiRoute } from '../../../../server/http/apiHandler';
import { withPartner } from '../../../../server/auth/withPartner';
import { getAssignedJob } from '../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/partner/jobs/{id}: one of the signed-in provider's jobs; another provider's is a 404. */
export default apiRoute(
  withPartner(routePartnerJob, async ({ params: { id } }, _req, { db, provider }) => ({
    message: 'Job',
    data: await getAssignedJob(db, { orderId: id, providerId: provider.id, now: new Date() }),
  })),
);
