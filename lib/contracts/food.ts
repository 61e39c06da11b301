import { z } from 'zod';
import { FOOD_SERVICES, schemaDishPublic } from './catalog';
import { defineRoute } from './http';

/** Which food service a package is for (the original's `packageType`): bulkFood = delivery, liveCatering = buffet. */
export const FOOD_PACKAGE_TYPES = ['bulkFood', 'liveCatering'] as const;
export type FoodPackageType = (typeof FOOD_PACKAGE_TYPES)[number];
/** A package's food type. */
export const FOOD_TYPES = ['veg', 'non-veg', 'mixed'] as const;

/** GET /api/food-package/getAllFoodPackageList `?packageType=&foodType=` (both optional filters). */
export const schemaFoodPackageListQuery = z.object({
  packageType: z.enum(FOOD_PACKAGE_TYPES, { error: 'packageType must be bulkFood or liveCatering' }).optional(),
  foodType: z.enum(FOOD_TYPES, { error: 'foodType must be veg, non-veg or mixed' }).optional(),
});
export type FoodPackageListQuery = z.input<typeof schemaFoodPackageListQuery>;

/**
 * A ready-made party-food package: `price` is its live price per plate, whole rupees, computed from its
 * dishes; `dishesTotal` their own plate prices added up and `portionPercent` the portion each starter, main, rice or
 * bread comes as on this menu, which is why the two differ (lib/pricing `plateBreakdown`).
 */
export const schemaFoodPackagePublic = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  foodType: z.enum(FOOD_TYPES),
  packageType: z.enum(FOOD_PACKAGE_TYPES),
  price: z.number().int(),
  dishesTotal: z.number().int(),
  portionPercent: z.number().int(),
  packageItems: z.array(schemaDishPublic),
});
export type FoodPackagePublic = z.infer<typeof schemaFoodPackagePublic>;

/** The ready-made packages of each food service (the original's `packageType`). */
export const PACKAGE_TYPE_OF_SERVICE: Readonly<Record<(typeof FOOD_SERVICES)[number], FoodPackageType>> = {
  delivery: 'bulkFood',
  buffet: 'liveCatering',
};

export const routeFoodPackageList = defineRoute('foodPackageList', {
  summary:
    'Active ready-made party-food packages, optionally of one service (`packageType`) and food type, each with its dishes and its price per plate in whole rupees.',
  query: schemaFoodPackageListQuery,
  response: z.array(schemaFoodPackagePublic),
});
