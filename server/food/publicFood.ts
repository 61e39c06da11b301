import type { FoodService } from '../../lib/booking';
import type { DishPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import type { FoodPackageListQuery, FoodPackagePublic } from '../../lib/contracts/food';
import { plateBreakdown } from '../../lib/pricing';
import { TtlCache } from '../cache';
import { CATALOGUE_TTL_MS } from '../catalog';
import type { Db } from '../db/types';
import { listFoodMenu, listFoodPackages, type FoodMenuDish } from './repository';

const menuCache = new TtlCache<MealGroupPublic[]>(CATALOGUE_TTL_MS);
const packageCache = new TtlCache<FoodPackagePublic[]>(CATALOGUE_TTL_MS);

/** A party-food dish in the spec 3 dish shape plus its food fields; `dish_rate` is the plate price. */
export function toFoodDishPublic(d: FoodMenuDish): DishPublic {
  return {
    _id: d.id,
    name: d.name,
    image: d.image,
    dish_rate: String(d.platePrice),
    is_dish: d.isDish,
    type: d.type,
    special_appliance_id: [],
    platePrice: d.platePrice,
    perPersonQty: d.perPersonQty,
    unit: d.unit,
    qualifying: d.qualifying,
  };
}

/** The party-food menu of a service in the spec 7 meal-group shape (cached per service and filter). */
export function publicFoodMenu(db: Db, service: FoodService, vegOnly: boolean): Promise<MealGroupPublic[]> {
  return menuCache.get(`${service}|${vegOnly}`, async () =>
    (await listFoodMenu(db, { service, vegOnly })).map((g) => ({
      mealObject: { _id: g.id, name: g.name },
      dish: g.dishes.map(toFoodDishPublic),
    })),
  );
}

/**
 * Active packages in their public shape with the live price per plate of their dishes, and their dishes' own prices
 * added up with the portion that explains the difference (cached per filter).
 */
export function publicFoodPackages(db: Db, query: FoodPackageListQuery): Promise<FoodPackagePublic[]> {
  return packageCache.get(`${query.packageType ?? ''}|${query.foodType ?? ''}`, async () =>
    (await listFoodPackages(db, query))
      .filter((p) => p.dishes.length > 0)
      .map((p) => {
        // 15 dishes at most by the seed's rule; the price is the menu's, never a stored figure
        const plate = plateBreakdown(p.dishes.slice(0, 15));
        return {
          _id: p.id,
          slug: p.slug,
          name: p.name,
          description: p.description,
          foodType: p.foodType,
          packageType: p.packageType,
          price: plate.pricePerPlate,
          dishesTotal: plate.dishesTotal,
          portionPercent: plate.portionPercent,
          packageItems: p.dishes.map(toFoodDishPublic),
        };
      }),
  );
}
