import { routeOpsOrderStep } from '../../../../../lib/contracts/opsOrders';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../../../server/auth/withStaff';
import { opsOrderView } from '../../../../../server/ops/ordersView';
import { takeOpsStep } from '../../../../../server/ops/orderSteps';
import { paymentDeps } from '../../../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/orders/{id}/step `{step, reason, refund}` (admins and operations, or `x-ops-api-key`): takes one of
 * the order's next steps (server/ops/orderSteps.ts) with its reason, audited; `refund` is what the confirmation
 * showed (409 when the server's differs now). Answers the consequence as the message and the order page's view;
 * 404 unknown order, 409 a step the machine or the clock does not allow now.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsOrderStep, async ({ params: { id }, body }, _req, { db, actor }) => {
    const deps = paymentDeps();
    const { consequence } = await takeOpsStep(db, deps, { orderId: id, input: body, actor });
    // only admins, operations and the API key take steps: all may see the customer's whole phone
    return { message: `Done. ${consequence}`, data: await opsOrderView(db, id, 'operations', deps.now) };
  }),
);
