import { FINANCE_ROLES } from '../../../../server/auth/withStaff';
import { financeSummaryRoute } from '../../../../server/ops/financeHttp';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/finance/summary?from=&to=&format= (admins and finance, audited): collections by gateway and method,
 * refunds and balances outstanding for a range of IST days, as JSON or (`format=csv`) a CSV file.
 */
export default financeSummaryRoute(FINANCE_ROLES);
