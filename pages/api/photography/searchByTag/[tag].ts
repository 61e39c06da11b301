import { routePhotographySearchByTag } from '../../../../lib/contracts/photography';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { photographyByTagReply } from '../../../../server/photography/api';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photography/searchByTag/{tag}: active packages with this tag, occasion or occasion group
 * (case-insensitive) as cards; 404 "No matching photograph found." when none; 400 for an empty or too long tag.
 */
export default apiRoute(handle(routePhotographySearchByTag, ({ params }) => photographyByTagReply(params.tag)));
