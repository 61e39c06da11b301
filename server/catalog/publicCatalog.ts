import { TtlCache } from '../cache';
import type { Db } from '../db/types';
import { findCuisineIds, listCuisines, listMealDishes } from './repository';
import { toConfigurationPublic, toMealGroupsPublic, type MealGroupPublic } from './schemas';

/** How long catalogue answers are reused, milliseconds: menus change rarely, prices are re-checked at order time. */
export const CATALOGUE_TTL_MS = 60_000;

const cuisineCache = new TtlCache<ReturnType<typeof toConfigurationPublic>>(CATALOGUE_TTL_MS);
const mealCache = new TtlCache<MealGroupPublic[]>(CATALOGUE_TTL_MS);
const knownIdsCache = new TtlCache<string[]>(CATALOGUE_TTL_MS);

/** Spec 7 cuisines in their public shape (cached). */
export function publicCuisines(db: Db) {
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

/** Drops the cached catalogue (after the seed or an edit). */
export function clearCatalogueCache(): void {
  cuisineCache.clear();
  mealCache.clear();
  knownIdsCache.clear();
}
