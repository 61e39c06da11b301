import { routeOpsProviderJobs } from '../../../../../lib/contracts/providers';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withOpsActor } from '../../../../../server/auth/withStaff';
import { providerJobs } from '../../../../../server/providers/jobsView';
import { getProvider } from '../../../../../server/providers/directory';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers/{id}/jobs?from=yyyy-mm-dd&to=yyyy-mm-dd (their upcoming jobs),
 * ordered by start, as the partner app shows them (no customer phone; name and address from 24 hours before).
 * Every staff role (a console session: 401 signed out) or the operations key (`x-ops-api-key`); 404 for an
 * unknown provider.
 */
export default apiRoute(
  withOpsActor(DESK_STAFF, routeOpsProviderJobs, async ({ params: { id }, query }, _req, { db }) => {
    await getProvider(db, id);
    return { message: 'Provider jobs', data: await providerJobs(db, id, { ...query, now: new Date() }) };
  }),
);
