import { routeCuisineList } from '../../../lib/contracts/catalog';
import { publicCuisines } from '../../../server/catalog/publicCatalog';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** POST /api/configuration/admin_configuration_list `{type: "cuisine"}` (spec 7): `data.configuration[]` of `{_id, name}`. */
export default apiRoute(
  handle(routeCuisineList, async () => {
    const { db } = await getDb();
    return { message: 'Configuration list', data: { configuration: await publicCuisines(db) } };
  }),
);
