import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiHandler, parseInput } from '../../../../server/http/apiHandler';
import { notFound } from '../../../../server/http/errors';
import { findOrderForUser } from '../../../../server/orders/repository';
import { schemaOrderId } from '../../../../server/orders/schemas';

/**
 * GET /api/order/getIngredientByOrder/{orderId} (bearer token): what to keep ready for the chef, scaled to
 * the order's people (ingredients summed across dishes, kg/L above 1000 g/ml), appliances and gas burners.
 */
export default apiHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    const orderId = parseInput(schemaOrderId, req.query.orderId);
    const { db } = await getDb();
    const order = await findOrderForUser(db, orderId, user.id);
    if (!order || !order.requirements) throw notFound('Order not found');
    return { message: 'Ingredients for your order', data: { people: order.peopleCount, ...order.requirements } };
  },
});
