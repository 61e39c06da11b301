import { routeCuisineList } from '../../../lib/contracts/catalog';
import { publicCuisines } from '../../../server/catalog/publicCatalog';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/configuration/admin_configuration_list `{type: "cuisine"}` (spec 7): `data.configuration[]` of `{_id, name}`. */
export default apiRoute(
  handle(routeCuisineList, async () => {
    const { db } = await getDb();
    return { message: 'Configuration list', data: { configuration: await publicCuisines(db) } };
  }),
);
