import { routeOrderIngredients } from '../../../../lib/contracts/orders';
import type { ChefRequirements } from '../../../../lib/contracts/catalog';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { notFound } from '../../../../server/http/errors';
import { findOrderForUser } from '../../../../server/orders/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/order/getIngredientByOrder/{orderId} (bearer token): what to keep ready for the chef, scaled to
 * the order's people (ingredients summed across dishes, kg/L above 1000 g/ml), appliances and gas burners.
 */
export default apiRoute(
  handle(routeOrderIngredients, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const order = await findOrderForUser(db, orderId, user.id);
    if (!order || !order.requirements) throw notFound('Order not found');
    return { message: 'Ingredients for your order', data: { people: order.peopleCount, ...(order.requirements as ChefRequirements) } };
  }),
);
