import { FINANCE_ROLES } from '../../../../server/auth/withStaff';
import { payoutStatementRoute } from '../../../../server/earnings';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/payouts/{id} (admins and finance, audited as `payouts.statement_view`): a payout's statement; 404 unknown. */
export default payoutStatementRoute(FINANCE_ROLES);
