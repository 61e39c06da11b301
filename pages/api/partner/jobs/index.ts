import { routePartnerJobs } from '../../../../lib/contracts/partner';
import { apiRoute } from '../../../../server/http/apiHandler';
import { withPartner } from '../../../../server/auth/withPartner';
import { listAssignedJobs } from '../../../../server/providers/assignedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/partner/jobs: the signed-in provider's upcoming and recent jobs. 401 signed out. */
export default apiRoute(
  withPartner(routePartnerJobs, async (_input, _req, { db, provider }) => ({
    message: 'Your jobs',
    data: await listAssignedJobs(db, provider.id, new Date()),
  })),
);
