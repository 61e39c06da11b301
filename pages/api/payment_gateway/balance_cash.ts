import { routeBalanceCash } from '../../../lib/contracts/payments';
import { apiRoute } from '../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../server/auth/withStaff';
import { toOrderPayment } from '../../../server/orders/views';
import { recordCashBalance } from '../../../server/payments/refunding';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/payment_gateway/balance_cash `{orderId, amount}` (header `x-ops-api-key`, or a console session of an
 * admin or operations member): the provider collected the balance in cash. Audited.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeBalanceCash, async ({ body }, _req, { db, actor }) => {
    const deps = paymentDeps();
    const order = await recordCashBalance(db, deps, { ...body, actor });
    return { message: 'Balance recorded as collected in cash', data: toOrderPayment(order, deps.now) };
  }),
);
