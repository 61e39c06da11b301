import { ADMIN_ONLY } from '../../../../../server/auth/withStaff';
import { payoutSettleRoute } from '../../../../../server/earnings';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/payouts/{id}/settle (admins only; finance, operations and support 403): settles a payout held after
 * an unanswered send from the bank statement, paid (with the UTR) or not paid (with a note); 404 unknown payout, 409
 * not held; audited as `payouts.settle` with the outcome.
 */
export default payoutSettleRoute(ADMIN_ONLY);
