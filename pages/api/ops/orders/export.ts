import { ANY_STAFF } from '../../../../server/http/withStaff';
import { ordersExportRoute } from '../../../../server/ops/ordersHttp';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/orders/export?<board filters> (issue 22 "Orders board", every staff role): the filter as a CSV file. */
export default ordersExportRoute(ANY_STAFF);
