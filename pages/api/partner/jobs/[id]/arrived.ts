import { routePartnerJobArrived } from '../../../../../lib/contracts/partner';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { paymentDeps } from '../../../../../server/payments';
import { markArrived } from '../../../../../server/providers/arrival';
import { toAssignedJobView } from '../../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/jobs/{id}/arrived `{location?}`: the provider has arrived (the first time counts); a late
 * arrival credits the customer (server/providers/arrival). 404 not theirs, 409 not open now.
 */
export default apiRoute(
  withPartner(routePartnerJobArrived, async ({ params: { id }, body }, _req, { db, provider }) => {
    const deps = paymentDeps();
    const { order } = await markArrived(db, deps, { orderId: id, providerId: provider.id, location: body.location ?? null });
    return { message: 'Arrival recorded', data: toAssignedJobView(order, deps.now) };
  }),
);
