import { routeTemplateCategory } from '../../../../../lib/contracts/templates';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { templateCategoryAnswer } from '../../../../../server/events/templateApi';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photo/templates/category/{category}?language=: the templates of one occasion key;
 * 404 for an occasion with none, 400 for a malformed key or language.
 */
export default apiRoute(
  handle(routeTemplateCategory, async ({ params, query }) => ({ prepared: templateCategoryAnswer(params.category, query.language) })),
);
