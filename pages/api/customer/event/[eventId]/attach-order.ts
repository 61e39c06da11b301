import { routeEventAttachOrder } from '../../../../../lib/contracts/events/plan';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { attachOrderToEvent } from '../../../../../server/orders/eventPlan';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/{eventId}/attach-order `{orderId}` (hosts and co-hosts): idempotent. */
export default apiRoute(
  handle(routeEventAttachOrder, async ({ params: { eventId }, body: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const { plan, attached } = await attachOrderToEvent(db, { eventId, orderId, userId: user.id });
    return { message: attached ? 'The order is now part of this event.' : 'The order is already part of this event.', data: plan };
  }),
);
