import { partnerPayoutStatementRoute } from '../../../../server/earnings';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/partner/payouts/{id}: the signed-in provider's statement of one of their own payouts. 401 without a
 * partner session; another provider's payout is a 404.
 */
export default partnerPayoutStatementRoute();
