import { routeOpsProviderAssign } from '../../../../lib/contracts/providers';
import { statusLabel } from '../../../../lib/orders';
import { apiRoute } from '../../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../../server/auth/withStaff';
import { assignProvider } from '../../../../server/providers/assignment';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/providers/assign `{orderId, providerId}`: assigns or reassigns a provider
 * where the status machine allows it (409 naming both states), never an inactive provider or one outside the
 * order's service, city or pincode (400 on `providerId`), never one busy at an overlapping time (409 naming that
 * order). Admins and operations (a console session: 401 signed out, 403 other roles) or the operations key
 * (`x-ops-api-key`, recorded as "API key"); audited as `order.provider_assign` or `order.provider_reassign`.
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderAssign, async ({ body }, _req, { db, actor }) => {
    const result = await assignProvider(db, { ...body, actor, now: new Date() });
    const status = result.order.status;
    return {
      message: result.changed ? 'Provider assigned' : 'Provider already assigned',
      data: {
        orderId: result.order.id,
        orderNumber: result.order.orderNumber,
        status,
        statusLabel: statusLabel(status),
        providerId: result.order.providerId,
        changed: result.changed,
      },
    };
  }),
);
