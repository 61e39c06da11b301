import { routeOpsProviderOne, routeOpsProviderUpdate } from '../../../../lib/contracts/providers';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, OPERATIONS_ROLES, withOpsActor } from '../../../../server/auth/withStaff';
import { getProvider, updateProvider } from '../../../../server/providers/directory';
import { providerHasHours } from '../../../../server/providers/repository';
import { toProviderPublic } from '../../../../server/providers/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers/{id}: one provider (404 unknown), for every staff role. PATCH /api/ops/providers/{id}
 * with any provider fields: changes them; `active: false` deactivates; admins and
 * operations only, audited as `provider.update` or `provider.deactivate`. A console session (401 signed out,
 * 403 other roles) or the operations key (`x-ops-api-key`, recorded as "API key").
 */
export default apiRoute(
  withOpsActor(DESK_STAFF, routeOpsProviderOne, async ({ params: { id } }, _req, { db }) => {
    const provider = await getProvider(db, id);
    return { message: 'Provider', data: toProviderPublic(provider, await providerHasHours(db, id)) };
  }),
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderUpdate, async ({ params: { id }, body }, _req, { db, actor }) => {
    const provider = await updateProvider(db, id, body, { now: new Date(), actor });
    return { message: 'Provider updated', data: toProviderPublic(provider, await providerHasHours(db, id)) };
  }),
);
