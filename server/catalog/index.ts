/**
 * The catalog domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * What it exports is what other domains use; everything else in this folder is the domain's own.
 */
export { CATALOGUE_TTL_MS, publicCuisines, publicMealDishes } from './publicCatalog';
export { catalogueName, localizeCuisines, localizeMealGroups, localizeRequirements } from './hindiNames';
export { findDishesForOrder, lowestActiveDishRate } from './repository';
export type { DishForOrder } from './repository';
