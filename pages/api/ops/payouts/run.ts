import { ADMIN_ONLY } from '../../../../server/auth/withStaff';
import { payoutRunRoute } from '../../../../server/earnings';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/payouts/run (admins only; finance, operations and support 403): runs the provider payouts now, as
 * the weekly job does; audited as `payouts.run` with the counts.
 */
export default payoutRunRoute(ADMIN_ONLY);
