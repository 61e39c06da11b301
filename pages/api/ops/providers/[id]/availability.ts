import { routeOpsProviderAvailability, routeOpsProviderAvailabilityUpdate } from '../../../../../lib/contracts/availability';
import { DESK_STAFF, OPERATIONS_ROLES, withOpsActor } from '../../../../../server/auth/withStaff';
import { getAvailability, setAvailability } from '../../../../../server/capacity';
import { apiRoute } from '../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * /api/ops/providers/{id}/availability: a provider's weekly hours, time off, served pincodes and jobs a day. GET
 * reads them; PUT replaces them (400 naming the field, as the partner app's), audited as
 * `provider.availability_set`; assigned jobs it leaves outside are kept and listed in `jobsOutside` for
 * reassignment. Every staff role reads (support sees the console's read-only view); admins and operations change
 * (404 unknown provider). A console session (401 signed out, 403 support changing) or the operations key (`x-ops-api-key`, recorded as "API key").
 */
export default apiRoute(
  withOpsActor(DESK_STAFF, routeOpsProviderAvailability, async ({ params: { id } }, _req, { db }) => {
    return { message: 'Availability', data: await getAvailability(db, id) };
  }),
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderAvailabilityUpdate, async ({ params: { id }, body }, _req, { db, actor }) => {
    return { message: 'Availability saved', data: await setAvailability(db, id, body, { actor }) };
  }),
);
