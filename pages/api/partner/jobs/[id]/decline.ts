import { routePartnerJobDecline } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { declineJob } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/jobs/{id}/decline `{reason}`: the job moves to the next free provider, or back to operations with
 * nobody left. 404 not theirs, 409 naming both states.
 */
export default apiRoute(
  withPartner(routePartnerJobDecline, async ({ params: { id }, body: { reason } }, _req, { db, provider }) => {
    await declineJob(db, { orderId: id, providerId: provider.id, reason, now: new Date() });
    return { message: 'Job declined. Our team will find another provider.' };
  }),
);
