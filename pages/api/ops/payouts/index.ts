import { FINANCE_ROLES } from '../../../../server/auth/withStaff';
import { payoutListRoute } from '../../../../server/earnings';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/payouts (admins and finance, audited as `payouts.list`): the latest provider payouts. */
export default payoutListRoute(FINANCE_ROLES);
