import { routeOpsProviderOne, routeOpsProviderUpdate } from '../../../../lib/contracts/providers';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requireOps } from '../../../../server/http/requireOps';
import { getProvider, toProviderPublic, updateProvider } from '../../../../server/providers/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/providers/{id}: one provider (404 unknown). PATCH /api/ops/providers/{id} with any provider
 * fields: changes them; `active: false` deactivates (issue 22 "Providers"). Operations key (`x-ops-api-key`).
 */
export default apiRoute(
  handle(routeOpsProviderOne, async ({ params: { id } }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    return { message: 'Provider', data: toProviderPublic(await getProvider(db, id)) };
  }),
  handle(routeOpsProviderUpdate, async ({ params: { id }, body }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    return { message: 'Provider updated', data: toProviderPublic(await updateProvider(db, id, body, { now: new Date() })) };
  }),
);
