import { routeMealDishList, type ConfigurationPublic, type MealGroupPublic } from '../../lib/contracts/catalog';
import { TtlCache } from '../cache';
import type { Db } from '../db/types';
import { prepareAnswer, type PreparedAnswer } from '../http/apiHandler';
import { findCuisineIds, listCuisines, listMealDishes, type Cuisine, type MealGroupDishes } from './repository';

/** How long catalogue answers are reused, milliseconds: menus change rarely, prices are re-checked at order time. */
export const CATALOGUE_TTL_MS = 60_000;

const cuisineCache = new TtlCache<ConfigurationPublic[]>(CATALOGUE_TTL_MS);
const mealCache = new TtlCache<MealGroupPublic[]>(CATALOGUE_TTL_MS);
const knownIdsCache = new TtlCache<string[]>(CATALOGUE_TTL_MS);
const mealDishAnswers = new TtlCache<PreparedAnswer<typeof routeMealDishList>>(CATALOGUE_TTL_MS);

/** Maps cuisines to spec 3 configuration items. */
export function toConfigurationPublic(cuisines: readonly Cuisine[]): ConfigurationPublic[] {
  return cuisines.map((c) => ({ _id: c.id, name: c.name }));
}

/** Maps meal groups to the spec 3 shape (`dish_rate` a numeric string in rupees). */
export function toMealGroupsPublic(groups: readonly MealGroupDishes[]): MealGroupPublic[] {
  return groups.map((group) => ({
    mealObject: { _id: group.id, name: group.name },
    dish: group.dishes.map((d) => ({
      _id: d.id,
      name: d.name,
      image: d.image,
      dish_rate: String(d.dishRate),
      is_dish: d.isDish,
      type: d.type,
      special_appliance_id: d.appliances.map((a) => ({ _id: a.id, name: a.name, image: a.image })),
    })),
  }));
}

/** Spec 7 cuisines in their public shape (cached). */
export function publicCuisines(db: Db): Promise<ConfigurationPublic[]> {
  return cuisineCache.get('cuisines', async () => toConfigurationPublic(await listCuisines(db)));
}

/** Of `ids`, the active cuisine ids (cached per id set). */
export function knownCuisineIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const key = [...new Set(ids)].sort().join(',');
  return knownIdsCache.get(key, () => findCuisineIds(db, [...new Set(ids)]));
}

/** Spec 7 meal groups in their public shape for 1-3 cuisines (cached per cuisine set and filter). */
export function publicMealDishes(db: Db, cuisineIds: readonly string[], vegOnly: boolean): Promise<MealGroupPublic[]> {
  const key = `${[...cuisineIds].sort().join(',')}|${vegOnly}`;
  return mealCache.get(key, async () => toMealGroupsPublic(await listMealDishes(db, { cuisineIds, vegOnly })));
}

/**
 * The whole getMealDish answer for one query, parsed through its contract and serialized once per
 * CATALOGUE_TTL_MS, with a strong ETag of its bytes. The catalogue is written by the seed only, so
 * every instance serves the same bytes and tag for the same query; after a reseed each instance picks the new
 * catalogue up within the TTL, and an unchanged catalogue keeps its tag.
 * @param key the query: what `load` depends on (cuisines and filter, or the food service and filter).
 */
export function mealDishAnswer(key: string, load: () => Promise<MealGroupPublic[]>): Promise<PreparedAnswer<typeof routeMealDishList>> {
  return mealDishAnswers.get(key, async () => prepareAnswer(routeMealDishList, { message: 'Meal dishes', data: await load() }));
}

/** The getMealDish query key of 1-3 cuisines and a filter (the cuisine order does not matter). */
export function mealDishKey(cuisineIds: readonly string[], vegOnly: boolean): string {
  return `cuisines:${[...new Set(cuisineIds)].sort().join(',')}|${vegOnly}`;
}
