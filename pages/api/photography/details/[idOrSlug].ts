import { routePhotographyDetails } from '../../../../lib/contracts/photography';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { photographyDetailsReply } from '../../../../server/photography/api';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photography/details/{idOrSlug}: one active package by id or slug with its inclusions,
 * pictures and add-ons (one fixed price each, 1-5 per booking); 404 when unknown or inactive.
 */
export default apiRoute(handle(routePhotographyDetails, ({ params }) => photographyDetailsReply(params.idOrSlug)));
