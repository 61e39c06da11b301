import { publicCuisines } from '../../../server/catalog/publicCatalog';
import { schemaConfigurationList } from '../../../server/catalog/schemas';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';

/** POST /api/configuration/admin_configuration_list `{type: "cuisine"}` (spec 7): `data.configuration[]` of `{_id, name}`. */
export default apiHandler({
  POST: async (req) => {
    parseInput(schemaConfigurationList, req.body);
    const { db } = await getDb();
    return { message: 'Configuration list', data: { configuration: await publicCuisines(db) } };
  },
});
