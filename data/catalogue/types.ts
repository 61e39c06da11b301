import type { FoodPackageType } from '../../lib/contracts/food';

/**
 * Shapes of the seed catalogue (spec section 3: configuration items, meal groups, dishes).
 * The seed script (`server/app/seed.ts`) writes these into the database; ids are derived
 * from the stable `slug`s so re-seeding is idempotent.
 */

/** Unit of a per-person ingredient quantity. */
export type IngredientUnit = 'gram' | 'ml' | 'piece';

/** A cuisine: the spec's configuration item with `type='cuisine'`. */
export interface SeedCuisine {
  /** Stable kebab-case key, e.g. `north-indian`. */
  slug: string;
  /** Customer-facing name, e.g. `North Indian`. */
  name: string;
  /** Display order in the chip list (ascending). */
  sortOrder: number;
}

/** A meal group (spec section 3 `mealObject`), e.g. Appetizer. */
export interface SeedMealGroup {
  slug: string;
  name: string;
  /** Display order: starters before mains before desserts. */
  sortOrder: number;
}

/** A special appliance a dish needs (spec section 3 `special_appliance_id`). */
export interface SeedAppliance {
  slug: string;
  name: string;
  /** Path under `public/`, e.g. `/images/appliances/tandoor.svg`; null when we have none. */
  image: string | null;
}

/** One ingredient of a dish, per person served. */
export interface SeedIngredient {
  /** Shared name across dishes so quantities can be summed (e.g. `Onion`, `Paneer`). */
  name: string;
  /** Quantity for ONE person, in `unit`. */
  quantity: number;
  unit: IngredientUnit;
}

/** A dish of the chef-booking catalogue. */
export interface SeedDish {
  slug: string;
  name: string;
  /** Cuisine slugs this dish is listed under (at least one). */
  cuisines: string[];
  /** Meal group slug. */
  mealGroup: string;
  /** Per-dish charge for the chef booking, whole rupees (spec: `dish_rate`). */
  dishRate: number;
  /** 1 = veg, 2 = non-veg (spec section 3 `is_dish`). */
  isDish: 1 | 2;
  /** Whether cooking it needs a gas burner (drives the burner count at booking). */
  needsGasBurner: boolean;
  /** Appliance slugs beyond the gas stove (tandoor, oven, grill, ...). */
  appliances: string[];
  /** Per-person ingredients. */
  ingredients: SeedIngredient[];
  /** Path under `public/`, or null to show the spec's "Image not available". */
  image: string | null;
}

/** Unit of a party-food dish's per-person quantity: grams, millilitres or pieces. */
export type PartyFoodUnit = 'gram' | 'ml' | 'piece';

/** Which party-food service offers a dish: bulk delivery, live buffet, or both. */
export type PartyFoodMode = 'delivery' | 'buffet';

/**
 * A dish of the party-food menu (bulk food delivery and live buffet catering).
 * When `slug` is also a chef dish (`data/catalogue/dishes.ts`) the two share the illustration.
 */
export interface SeedPartyFoodDish {
  /** Stable kebab-case key, unique within the party-food menu. */
  slug: string;
  name: string;
  /** One of the 8 meal group slugs of `mealGroups.ts`. */
  mealGroup: string;
  /** 1 = veg, 2 = non-veg (spec 3 `is_dish`). */
  isDish: 1 | 2;
  /** Price of one plate (one guest's portion) in whole rupees. */
  platePrice: number;
  /** One guest's portion, in `unit` (e.g. 150 gram, 200 ml, 2 piece). */
  perPersonQty: number;
  unit: PartyFoodUnit;
  /** Services offering it: both, or one only (e.g. live counters are buffet only). */
  modes: readonly PartyFoodMode[];
}

/** Which food service a ready-made package is for (the original's `packageType`): the API's own type. */
export type { FoodPackageType };

/** A ready-made party-food package: a named set of dishes. */
export interface SeedFoodPackage {
  slug: string;
  name: string;
  /** One or two sentences for the package card. */
  description: string;
  foodType: 'veg' | 'non-veg' | 'mixed';
  packageType: FoodPackageType;
  /** Slugs of `SeedPartyFoodDish` (1 to 15), every one offered for the package's service. */
  dishes: readonly string[];
}
