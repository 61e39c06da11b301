import { customerDocumentRoute } from '../../../../../server/taxdocs/http';

/** The answer may be a PDF: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/order/{orderId}/documents/{documentId}[?format=pdf] (bearer token, or a link the server signed): one GST
 * document of the customer's order as JSON, or its PDF.
 */
export default customerDocumentRoute;
