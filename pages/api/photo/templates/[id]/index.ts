import { routeTemplateOne } from '../../../../../lib/contracts/templates';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { publicTemplate, requireTemplate } from '../../../../../server/events/templateApi';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/photo/templates/{id}?language=: one invite template; 404 for an unknown id. */
export default apiRoute(
  handle(routeTemplateOne, async ({ params, query }) => ({
    message: 'Invite template',
    data: { template: publicTemplate(requireTemplate(params.id), query.language) },
  })),
);
