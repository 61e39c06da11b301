import { DESK_STAFF } from '../../../../../../server/auth/withStaff';
import { opsDocumentsRoute } from '../../../../../../server/taxdocs/http';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/orders/{id}/documents (the order page's roles): the order's GST documents. */
export default opsDocumentsRoute(DESK_STAFF);
