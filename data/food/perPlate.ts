import type { FoodService } from '../../lib/booking';
import { PACKAGE_TYPE_OF_SERVICE } from '../../lib/contracts/food';
import { isQualifyingDish, pricePerPlate } from '../../lib/pricing';
import { foodPackages } from '../catalogue/foodPackages';
import { partyFoodDishes } from '../catalogue/partyFood';
import type { SeedFoodPackage, SeedPartyFoodDish } from '../catalogue/types';

/**
 * The price per plate of a ready-made package, whole rupees: `pricePerPlate` (lib/pricing)
 * of its dishes, qualifying ones counted by `isQualifyingDish`.
 * @throws Error naming the package when one of its dish slugs is not on the menu (a data bug, found at build).
 */
export function packagePricePerPlate(pkg: SeedFoodPackage, dishesBySlug: ReadonlyMap<string, SeedPartyFoodDish>): number {
  const dishes = pkg.dishes.map((slug) => {
    const dish = dishesBySlug.get(slug);
    if (!dish) throw new Error(`package ${pkg.slug}: dish ${slug} is not on the party-food menu`);
    return { platePrice: dish.platePrice, qualifying: isQualifyingDish({ mealGroupSlug: dish.mealGroup, slug: dish.slug }) };
  });
  return pricePerPlate(dishes);
}

/**
 * "From ₹X per plate" of a food service: the lowest package price per plate among the
 * ready-made packages of that service, whole rupees; null when the service has no package.
 */
export function lowestPricePerPlate(
  service: FoodService,
  packages: readonly SeedFoodPackage[],
  dishes: readonly SeedPartyFoodDish[],
): number | null {
  const bySlug = new Map(dishes.map((dish) => [dish.slug, dish]));
  const prices = packages
    .filter((pkg) => pkg.packageType === PACKAGE_TYPE_OF_SERVICE[service])
    .map((pkg) => packagePricePerPlate(pkg, bySlug));
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * "From" prices of both food services from our catalogue (data/catalogue), for getStaticProps: the
 * page gets two numbers, never the catalogue.
 */
export function fromPricesPerPlate(): Record<FoodService, number | null> {
  return {
    delivery: lowestPricePerPlate('delivery', foodPackages, partyFoodDishes),
    buffet: lowestPricePerPlate('buffet', foodPackages, partyFoodDishes),
  };
}
