import { ORDERS_EXPORT_ROLES } from '../../../../server/ops/ordersBoard';
import { ordersExportRoute } from '../../../../server/ops/ordersHttp';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/orders/export?<board filters> (admins and operations only, audited): the
 * filter as a CSV file. Support gets 403 (their board shows masked phones).
 */
export default ordersExportRoute(ORDERS_EXPORT_ROLES);
