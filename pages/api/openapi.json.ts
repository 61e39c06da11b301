import { routeOpenApi } from '../../lib/contracts/system';
import { buildOpenApiDocument } from '../../lib/contracts/openapi';
import { apiRoute, handle } from '../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route, generated from lib/contracts (built once per process). */
export default apiRoute(
  handle(routeOpenApi, async () => {
    document ??= buildOpenApiDocument();
    return { message: 'OpenAPI document', data: document };
  }),
);
