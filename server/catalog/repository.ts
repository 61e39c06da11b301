import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { IS_DISH_VEG, type DishType } from '../../lib/constants';
import { configurationItems, dishAppliances, dishCuisines, dishes, mealGroups, specialAppliances } from '../db/schema';
import type { Db } from '../db/types';

/** A cuisine as the catalogue lists it (spec 3 configuration item). */
export interface Cuisine {
  id: string;
  name: string;
}

/** A special appliance a dish needs (spec 3). */
export interface ApplianceRef {
  id: string;
  name: string;
  image: string | null;
}

/** A dish of the chef catalogue; `dishRate` in whole rupees. */
export interface CatalogueDish {
  id: string;
  name: string;
  image: string | null;
  dishRate: number;
  isDish: number;
  type: DishType;
  needsGasBurner: boolean;
  appliances: ApplianceRef[];
}

/** A meal group with its dishes, in display order. */
export interface MealGroupDishes {
  id: string;
  name: string;
  dishes: CatalogueDish[];
}

/** Active cuisines in display order (spec 7 `admin_configuration_list` with type `cuisine`). */
export async function listCuisines(db: Db): Promise<Cuisine[]> {
  return db
    .select({ id: configurationItems.id, name: configurationItems.name })
    .from(configurationItems)
    .where(and(eq(configurationItems.type, 'cuisine'), eq(configurationItems.isActive, true)))
    .orderBy(asc(configurationItems.sortOrder), asc(configurationItems.name));
}

/** Of `ids`, those that are active cuisines (to refuse unknown ids). */
export async function findCuisineIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: configurationItems.id })
    .from(configurationItems)
    .where(and(eq(configurationItems.type, 'cuisine'), eq(configurationItems.isActive, true), inArray(configurationItems.id, [...ids])));
  return rows.map((r) => r.id);
}

/**
 * Dishes of the given cuisines grouped by meal, groups and dishes in display order
 * (starters before mains before desserts). A dish listed under several of the cuisines appears once.
 * @param vegOnly true: veg dishes only (spec 7 `is_dish: 1`); false: veg and non-veg.
 */
export async function listMealDishes(
  db: Db,
  { cuisineIds, vegOnly }: { cuisineIds: readonly string[]; vegOnly: boolean },
): Promise<MealGroupDishes[]> {
  if (cuisineIds.length === 0) return [];
  const inCuisines = db
    .selectDistinct({ dishId: dishCuisines.dishId })
    .from(dishCuisines)
    .where(inArray(dishCuisines.cuisineId, [...cuisineIds]));
  const rows = await db
    .select({
      groupId: mealGroups.id,
      groupName: mealGroups.name,
      id: dishes.id,
      name: dishes.name,
      image: dishes.image,
      dishRate: dishes.dishRate,
      isDish: dishes.isDish,
      type: dishes.type,
      needsGasBurner: dishes.needsGasBurner,
    })
    .from(dishes)
    .innerJoin(mealGroups, eq(mealGroups.id, dishes.mealGroupId))
    .where(and(eq(dishes.isActive, true), inArray(dishes.id, inCuisines), vegOnly ? eq(dishes.isDish, IS_DISH_VEG) : undefined))
    .orderBy(asc(mealGroups.sortOrder), asc(dishes.sortOrder), asc(dishes.name));

  const appliancesByDish = await listAppliancesOf(
    db,
    rows.map((r) => r.id),
  );
  const groups = new Map<string, MealGroupDishes>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, dishes: [] };
      groups.set(row.groupId, group);
    }
    group.dishes.push({
      id: row.id,
      name: row.name,
      image: row.image,
      dishRate: row.dishRate,
      isDish: row.isDish,
      type: row.type,
      needsGasBurner: row.needsGasBurner,
      appliances: appliancesByDish.get(row.id) ?? [],
    });
  }
  return [...groups.values()];
}

/** Special appliances of each dish id, in name order. */
async function listAppliancesOf(db: Db, dishIds: readonly string[]): Promise<Map<string, ApplianceRef[]>> {
  const byDish = new Map<string, ApplianceRef[]>();
  if (dishIds.length === 0) return byDish;
  const rows = await db
    .select({
      dishId: dishAppliances.dishId,
      id: specialAppliances.id,
      name: specialAppliances.name,
      image: specialAppliances.image,
    })
    .from(dishAppliances)
    .innerJoin(specialAppliances, eq(specialAppliances.id, dishAppliances.applianceId))
    .where(inArray(dishAppliances.dishId, [...dishIds]))
    .orderBy(asc(specialAppliances.name));
  for (const { dishId, ...appliance } of rows) {
    const list = byDish.get(dishId) ?? [];
    list.push(appliance);
    byDish.set(dishId, list);
  }
  return byDish;
}

/** A dish with everything a booking needs: rate, gas, appliances and per-person ingredients. */
export interface DishForOrder {
  id: string;
  name: string;
  dishRate: number;
  isDish: number;
  needsGasBurner: boolean;
  appliances: ApplianceRef[];
  ingredients: { name: string; unit: 'gram' | 'ml' | 'piece'; quantityPerPerson: number }[];
}

/**
 * The active dishes among `ids` with their appliances (in name order) and ingredients (in name order), in
 * the order of `ids`, read in one statement (one round trip per order instead of three).
 * Unknown or inactive ids are simply missing from the result (the caller refuses them).
 */
export async function findDishesForOrder(db: Db, ids: readonly string[]): Promise<DishForOrder[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: dishes.id,
      name: dishes.name,
      dishRate: dishes.dishRate,
      isDish: dishes.isDish,
      needsGasBurner: dishes.needsGasBurner,
      // written out with table aliases: Drizzle leaves column names unqualified in a one-table select
      appliances: sql<ApplianceRef[]>`coalesce((
        select json_agg(json_build_object('id', sa.id, 'name', sa.name, 'image', sa.image) order by sa.name)
        from dish_appliances da join special_appliances sa on sa.id = da.appliance_id
        where da.dish_id = dishes.id), '[]'::json)`,
      ingredients: sql<DishForOrder['ingredients']>`coalesce((
        select json_agg(json_build_object('name', i.name, 'unit', i.unit, 'quantityPerPerson', di.quantity_per_person) order by i.name)
        from dish_ingredients di join ingredients i on i.id = di.ingredient_id
        where di.dish_id = dishes.id), '[]'::json)`,
    })
    .from(dishes)
    .where(and(eq(dishes.isActive, true), inArray(dishes.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The lowest rate of an active dish, whole rupees per person, or null when none is on sale. */
export async function lowestActiveDishRate(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ rate: min(dishes.dishRate) })
    .from(dishes)
    .where(eq(dishes.isActive, true));
  return row?.rate ?? null;
}
