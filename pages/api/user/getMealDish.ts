import { routeMealDishList } from '../../../lib/contracts/catalog';
import { knownCuisineIds, mealDishAnswer, mealDishKey, publicMealDishes } from '../../../server/catalog/publicCatalog';
import { getDb } from '../../../server/db/client';
import { publicFoodMenu } from '../../../server/food/publicFood';
import { foodDishDataIn } from '../../../server/food/pageProps';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { HttpError } from '../../../server/http/errors';
import { localizeMealGroups } from '../../../server/catalog/hindiNames';
import { requestLocale } from '../../../server/i18n/requestLocale';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/getMealDish `{cuisineId: string[1..3], is_dish: 1|0}` (spec 7): meal groups in display
 * order, each `{mealObject: {_id, name}, dish: [...]}`. 400 for unknown cuisine ids or bad input. With
 * `service: "delivery" | "buffet"` the party-food menu of that service, dishes carrying `platePrice`,
 * `perPersonQty`, `unit` and `qualifying`.
 * Each query's answer is serialized once (per CATALOGUE_TTL_MS) and sent with a strong `ETag`; a
 * request whose `If-None-Match` has it gets 304 without a body.
 */
export default apiRoute(
  handle(routeMealDishList, async ({ body: { cuisineId = [], is_dish: isDish, service } }, req) => {
    const { db } = await getDb();
    // the caller's language names the dishes (X-Locale): each language has its own cached answer
    const locale = requestLocale(req);
    // The party-food menu of a service is not split by cuisine
    if (service) {
      return {
        prepared: await mealDishAnswer(`food:${service}|${isDish === 1}|${locale}`, async () => {
          const groups = await publicFoodMenu(db, service, isDish === 1);
          return foodDishDataIn({ initialGroups: groups, packages: [] }, locale).initialGroups;
        }),
      };
    }
    const known = await knownCuisineIds(db, cuisineId);
    const unknown = [...new Set(cuisineId)].filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw new HttpError(400, 'Unknown cuisine', {
        errors: unknown.map((id) => ({ path: 'cuisineId', message: `Unknown cuisine ${id}` })),
      });
    }
    return {
      prepared: await mealDishAnswer(`${mealDishKey(known, isDish === 1)}|${locale}`, async () =>
        localizeMealGroups(await publicMealDishes(db, known, isDish === 1), locale),
      ),
    };
  }),
);
