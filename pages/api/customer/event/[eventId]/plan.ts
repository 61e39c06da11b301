import { routeEventPlan } from '../../../../../lib/contracts/events/plan';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { eventPlan } from '../../../../../server/orders/eventPlan';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/customer/event/{eventId}/plan (hosts and co-hosts): the day timeline, conflicts and live
 * headcount; `proposedType` + `proposedSlot` (+ `proposedDishes`, `proposedHours`) check a checkout's booking too.
 */
export default apiRoute(
  handle(routeEventPlan, async ({ params: { eventId }, query }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const proposal =
      query.proposedType !== undefined && query.proposedSlot !== undefined
        ? { orderType: query.proposedType, slot: query.proposedSlot, dishes: query.proposedDishes, hours: query.proposedHours }
        : undefined;
    return { message: 'Your event plan.', data: await eventPlan(db, { eventId, userId: user.id, proposal }) };
  }),
);
