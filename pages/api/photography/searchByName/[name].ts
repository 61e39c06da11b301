import { routePhotographySearchByName } from '../../../../lib/contracts/photography';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { photographyByNameReply } from '../../../../server/photography/api';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photography/searchByName/{name}?page=&limit=: active packages whose name contains the
 * term, case-insensitive, with `%`, `_` and `\` matching themselves; `{items, page, limit, total}`. 400 under 2 letters.
 */
export default apiRoute(handle(routePhotographySearchByName, ({ params, query }) => photographyByNameReply(params.name, query)));
