import { routeChefRequirements } from '../../../lib/contracts/catalog';
import { findDishesForOrder } from '../../../server/catalog/repository';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { HttpError } from '../../../server/http/errors';
import { chefRequirements } from '../../../server/orders/chef';
import { localizeRequirements } from '../../../server/catalog/hindiNames';
import { requestLocale } from '../../../server/i18n/requestLocale';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/chef/requirements `{dishIds, people}`: what the customer keeps ready for the chef:
 * special appliances, gas burners and the ingredients scaled to the people, shown before ordering.
 */
export default apiRoute(
  handle(routeChefRequirements, async ({ body: { dishIds, people } }, req) => {
    const { db } = await getDb();
    const dishes = await findDishesForOrder(db, dishIds);
    if (dishes.length !== new Set(dishIds).size)
      throw new HttpError(400, 'Some dishes are no longer available. Please review your selection.');
    return { message: 'Requirements', data: localizeRequirements(chefRequirements(dishes, people), requestLocale(req)) };
  }),
);
