import { routePartnerJobAccept } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { acceptJob } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/jobs/{id}/accept: the provider accepts their new assignment. 404 not theirs, 409 not accepted. */
export default apiRoute(
  withPartner(routePartnerJobAccept, async ({ params: { id } }, _req, { db, provider }) => ({
    message: 'Job accepted',
    data: await acceptJob(db, { orderId: id, providerId: provider.id, now: new Date() }),
  })),
);
