import { routePartnerJobOnTheWay } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { markOnTheWay } from '../../../../../server/providers/arrival';
import { toAssignedJobView } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/jobs/{id}/on-the-way: the provider is on the way (once). 404 not theirs, 409 not open now. */
export default apiRoute(
  withPartner(routePartnerJobOnTheWay, async ({ params: { id } }, _req, { db, provider }) => {
    const now = new Date();
    const order = await markOnTheWay(db, { orderId: id, providerId: provider.id, now });
    return { message: 'The customer can see you are on the way', data: toAssignedJobView(order, now) };
  }),
);
