import { routeOpsProviderCreate, routeOpsProviderList } from '../../../../lib/contracts/providers';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requireOps } from '../../../../server/http/requireOps';
import { createProvider, listProviders, toProviderPublic } from '../../../../server/providers/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers?service=&city=&pincode=&active=&q=&page=&pageSize= (issue 22 "Providers"): the
 * directory. POST /api/ops/providers `{name, phone, photoKey?, services, cities?, pincodes?, active?}`: adds a
 * provider (201; 409 for a phone already listed). Both behind the operations key (`x-ops-api-key`) until staff
 * sessions replace it.
 */
export default apiRoute(
  handle(routeOpsProviderList, async ({ query }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const page = await listProviders(db, query);
    return { message: 'Providers', data: { providers: page.items.map(toProviderPublic), total: page.total } };
  }),
  handle(routeOpsProviderCreate, async ({ body }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const provider = await createProvider(db, body, { now: new Date() });
    return { message: 'Provider added', data: toProviderPublic(provider) };
  }),
);
