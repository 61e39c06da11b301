import { routeBalanceCash } from '../../../lib/contracts/payments';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requireOps } from '../../../server/http/requireOps';
import { toOrderPayment } from '../../../server/orders/views';
import { recordCashBalance } from '../../../server/payments/refunding';
import { paymentDeps } from '../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/payment_gateway/balance_cash (header `x-ops-api-key`) `{orderId, amount}`: the provider collected the balance in cash (issue 12). */
export default apiRoute(
  handle(routeBalanceCash, async ({ body }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const deps = paymentDeps();
    const order = await recordCashBalance(db, deps, body);
    return { message: 'Balance recorded as collected in cash', data: toOrderPayment(order, deps.now) };
  }),
);
