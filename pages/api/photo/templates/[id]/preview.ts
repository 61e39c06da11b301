import { routeTemplatePreview } from '../../../../../lib/contracts/templates';
import { streamRoute } from '../../../../../server/http/streamRoute';
import { templatePreviewReply } from '../../../../../server/events/previews';

/** The answer is the image itself: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/photo/templates/{id}/preview?language=en|hi&size=og|share: the template rendered
 * with sample texts, `image/png`, cached for a year (the URLs we hand out carry the template's version) with an
 * ETag (304 when the client has it); 404 for an unknown id, 400 for another language or size.
 */
export default streamRoute(routeTemplatePreview, async ({ params, query }, req) =>
  templatePreviewReply(params.id, query.language, query.size, req.headers['if-none-match'], query.v),
);
