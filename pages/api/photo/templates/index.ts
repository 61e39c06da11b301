import { routeTemplateList } from '../../../../lib/contracts/templates';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { templateListAnswer } from '../../../../server/events/templateApi';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photo/templates?language=: every invite template, in English and Hindi, with its
 * design, text slots (defaults, character limits) and preview URLs in `language`; 400 for another language.
 */
export default apiRoute(handle(routeTemplateList, async ({ query }) => ({ prepared: templateListAnswer(query.language) })));
