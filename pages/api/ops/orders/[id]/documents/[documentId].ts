import { DESK_STAFF } from '../../../../../../server/auth/withStaff';
import { opsDocumentPdfRoute } from '../../../../../../server/taxdocs/http';

/** The answer is a PDF: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET /api/ops/orders/{id}/documents/{documentId} (the order page's roles, audited): one GST document's PDF. */
export default opsDocumentPdfRoute(DESK_STAFF);
