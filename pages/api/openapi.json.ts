import { routeOpenApi } from '../../lib/contracts/system';
import { buildOpenApiDocument } from '../../lib/contracts/openapi';
import { apiRoute, handle } from '../../server/http/apiHandler';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route, generated from lib/contracts (built once per process). */
export default apiRoute(
  handle(routeOpenApi, async () => {
    document ??= buildOpenApiDocument();
    return { message: 'OpenAPI document', data: document };
  }),
);
