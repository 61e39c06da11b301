import { routeOpsProviderCreate, routeOpsProviderList } from '../../../../lib/contracts/providers';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, OPERATIONS_ROLES, withOpsActor } from '../../../../server/auth/withStaff';
import { createProvider } from '../../../../server/providers/directory';
import { listProviders } from '../../../../server/providers/repository';
import { toProviderPublic } from '../../../../server/providers/views';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers?service=&city=&pincode=&active=&q=&page=&pageSize=: the
 * directory, for every staff role (support reads only). POST /api/ops/providers `{name, phone, photoKey?,
 * services, cities?, pincodes?, active?}`: adds a provider (201; 409 for a phone already listed), admins and
 * operations only, audited as `provider.create`. A console session (401 signed out, 403 other roles) or the
 * operations key (`x-ops-api-key`, recorded as "API key").
 */
export default apiRoute(
  withOpsActor(DESK_STAFF, routeOpsProviderList, async ({ query }, _req, { db }) => {
    const page = await listProviders(db, query);
    return {
      message: 'Providers',
      data: {
        providers: page.items.map((provider) => toProviderPublic(provider, provider.hasHours)),
        page: query.page,
        pageSize: query.pageSize,
        total: page.total,
      },
    };
  }),
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderCreate, async ({ body }, _req, { db, actor }) => {
    const provider = await createProvider(db, body, { now: new Date(), actor });
    // a new provider has no working hours until they or operations set them
    return { message: 'Provider added', data: toProviderPublic(provider, false) };
  }),
);
