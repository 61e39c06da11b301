import { apiHandler, type RouteHandler } from '../../server/http/apiHandler';
import { notFound } from '../../server/http/errors';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

const noSuchRoute: RouteHandler = async (req) => {
  throw notFound(`There is no API at ${(req.url ?? '').split('?')[0]}.`);
};

/**
 * `/api` and any `/api/*` path no other route serves (Next picks a catch-all last): a JSON 404 in the envelope
 * for every method, instead of the HTML "page not found". Not an endpoint, so not in the
 * contracts nor the OpenAPI document.
 */
export default apiHandler({ GET: noSuchRoute, POST: noSuchRoute, PUT: noSuchRoute, PATCH: noSuchRoute, DELETE: noSuchRoute });
