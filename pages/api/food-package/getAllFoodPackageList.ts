import { routeFoodPackageList } from '../../../lib/contracts/food';
import { getDb } from '../../../server/db/client';
import { publicFoodPackages } from '../../../server/food/publicFood';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/food-package/getAllFoodPackageList `?packageType=bulkFood|liveCatering&foodType=veg|non-veg|mixed`
 *: active ready-made packages with their dishes and price per plate (whole rupees). 400 for an
 * unknown filter value.
 */
export default apiRoute(
  handle(routeFoodPackageList, async ({ query }) => {
    const { db } = await getDb();
    return { message: 'Food packages', data: await publicFoodPackages(db, query) };
  }),
);
