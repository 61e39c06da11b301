import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SeedFoodPackage, SeedPartyFoodDish } from '../../data/catalogue/types';
import type { FoodService } from '../../lib/booking';
import { IS_DISH_VEG } from '../../lib/constants';
import type { FoodPackageType } from '../../lib/contracts/food';
import { isQualifyingDish } from '../../lib/pricing';
import { foodDishes, foodPackageItems, foodPackages, mealGroups } from '../db/schema';
import type { Db } from '../db/types';

/** A party-food dish as menus, packages and orders need it; `platePrice` in whole rupees. */
export interface FoodMenuDish {
  id: string;
  slug: string;
  name: string;
  image: string | null;
  isDish: number;
  type: 'veg' | 'non-veg';
  platePrice: number;
  perPersonQty: number;
  unit: 'gram' | 'ml' | 'piece';
  mealGroupSlug: string;
  offeredForDelivery: boolean;
  offeredForBuffet: boolean;
  /** Counts for the quantity factor (lib/pricing.ts isQualifyingDish). */
  qualifying: boolean;
}

/** Meal groups with their party-food dishes, in display order. */
export interface FoodMealGroup {
  id: string;
  name: string;
  dishes: FoodMenuDish[];
}

const dishColumns = {
  id: foodDishes.id,
  slug: foodDishes.slug,
  name: foodDishes.name,
  image: foodDishes.image,
  isDish: foodDishes.isDish,
  type: foodDishes.type,
  platePrice: foodDishes.platePrice,
  perPersonQty: foodDishes.perPersonQty,
  unit: foodDishes.unit,
  mealGroupSlug: mealGroups.slug,
  offeredForDelivery: foodDishes.offeredForDelivery,
  offeredForBuffet: foodDishes.offeredForBuffet,
  groupId: mealGroups.id,
  groupName: mealGroups.name,
};

type DishRow = Omit<FoodMenuDish, 'type' | 'unit' | 'qualifying'> & { type: string; unit: string; groupId: string; groupName: string };

function toMenuDish({ groupId: _groupId, groupName: _groupName, ...row }: DishRow): FoodMenuDish {
  return {
    ...row,
    type: row.type as FoodMenuDish['type'],
    unit: row.unit as FoodMenuDish['unit'],
    qualifying: isQualifyingDish({ mealGroupSlug: row.mealGroupSlug, slug: row.slug }),
  };
}

/** Whether a dish is offered for a food service. */
export function isOfferedFor(dish: Pick<FoodMenuDish, 'offeredForDelivery' | 'offeredForBuffet'>, service: FoodService): boolean {
  return service === 'delivery' ? dish.offeredForDelivery : dish.offeredForBuffet;
}

/**
 * The active party-food menu of a service grouped by meal, groups and dishes in display order.
 * @param vegOnly true: veg dishes only (spec 7 `is_dish: 1`).
 */
export async function listFoodMenu(db: Db, { service, vegOnly }: { service: FoodService; vegOnly: boolean }): Promise<FoodMealGroup[]> {
  const rows = await db
    .select(dishColumns)
    .from(foodDishes)
    .innerJoin(mealGroups, eq(mealGroups.id, foodDishes.mealGroupId))
    .where(
      and(
        eq(foodDishes.isActive, true),
        service === 'delivery' ? eq(foodDishes.offeredForDelivery, true) : eq(foodDishes.offeredForBuffet, true),
        vegOnly ? eq(foodDishes.isDish, IS_DISH_VEG) : undefined,
      ),
    )
    .orderBy(asc(mealGroups.sortOrder), asc(foodDishes.sortOrder), asc(foodDishes.name));
  const groups = new Map<string, FoodMealGroup>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, dishes: [] };
      groups.set(row.groupId, group);
    }
    group.dishes.push(toMenuDish(row));
  }
  return [...groups.values()];
}

/**
 * The active party-food dishes among `ids`, in the order of `ids` (repeats once). Unknown or inactive ids
 * are missing from the result: the caller refuses them.
 */
export async function findFoodDishes(db: Db, ids: readonly string[]): Promise<FoodMenuDish[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select(dishColumns)
    .from(foodDishes)
    .innerJoin(mealGroups, eq(mealGroups.id, foodDishes.mealGroupId))
    .where(and(eq(foodDishes.isActive, true), inArray(foodDishes.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, toMenuDish(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** A ready-made package with its dishes in menu order. */
export interface FoodPackageWithDishes {
  id: string;
  slug: string;
  name: string;
  description: string;
  foodType: 'veg' | 'non-veg' | 'mixed';
  packageType: FoodPackageType;
  dishes: FoodMenuDish[];
}

/** A package is listed while its status is 1 (active); 2 inactive, 3 deleted. */
export const FOOD_PACKAGE_ACTIVE = 1;

/** Active packages (optionally of one type and food type) with their active dishes, in display order. */
export async function listFoodPackages(
  db: Db,
  { packageType, foodType }: { packageType?: FoodPackageType; foodType?: FoodPackageWithDishes['foodType'] } = {},
): Promise<FoodPackageWithDishes[]> {
  const packages = await db
    .select()
    .from(foodPackages)
    .where(
      and(
        eq(foodPackages.status, FOOD_PACKAGE_ACTIVE),
        packageType ? eq(foodPackages.packageType, packageType) : undefined,
        foodType ? eq(foodPackages.foodType, foodType) : undefined,
      ),
    )
    .orderBy(asc(foodPackages.sortOrder), asc(foodPackages.name));
  if (packages.length === 0) return [];
  const items = await db
    .select({ packageId: foodPackageItems.packageId, ...dishColumns })
    .from(foodPackageItems)
    .innerJoin(foodDishes, eq(foodDishes.id, foodPackageItems.foodDishId))
    .innerJoin(mealGroups, eq(mealGroups.id, foodDishes.mealGroupId))
    .where(
      and(
        inArray(
          foodPackageItems.packageId,
          packages.map((p) => p.id),
        ),
        eq(foodDishes.isActive, true),
      ),
    )
    .orderBy(asc(foodPackageItems.position));
  return packages.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    foodType: p.foodType as FoodPackageWithDishes['foodType'],
    packageType: p.packageType,
    dishes: items.filter((i) => i.packageId === p.id).map(({ packageId: _packageId, ...row }) => toMenuDish(row)),
  }));
}

/** Whether `packageId` is an active package of `packageType`. */
export async function isActivePackageOf(db: Db, packageId: string, packageType: FoodPackageType): Promise<boolean> {
  const [row] = await db
    .select({ id: foodPackages.id })
    .from(foodPackages)
    .where(and(eq(foodPackages.id, packageId), eq(foodPackages.status, FOOD_PACKAGE_ACTIVE), eq(foodPackages.packageType, packageType)));
  return Boolean(row);
}

/**
 * Writes the party-food menu and packages of `data/catalogue`, upserted by slug; a package's dish
 * list is replaced. Meal groups must be seeded first. Idempotent; one transaction.
 * @param images dish slug -> illustration path (data/catalogue/dishImages.ts).
 * @throws Error when a dish names an unknown meal group or a package an unknown dish.
 */
export async function upsertFoodCatalogue(
  db: Db,
  dishes: readonly SeedPartyFoodDish[],
  packages: readonly SeedFoodPackage[],
  images: Readonly<Record<string, string>>,
): Promise<{ foodDishes: number; foodPackages: number }> {
  return db.transaction(async (tx) => {
    const groups = new Map((await tx.select({ id: mealGroups.id, slug: mealGroups.slug }).from(mealGroups)).map((g) => [g.slug, g.id]));
    const values = dishes.map((d, index) => {
      const mealGroupId = groups.get(d.mealGroup);
      if (!mealGroupId) throw new Error(`Food dish ${d.slug} names unknown meal group ${d.mealGroup}`);
      return {
        slug: d.slug,
        name: d.name,
        image: images[d.slug] ?? null,
        mealGroupId,
        isDish: d.isDish,
        platePrice: d.platePrice,
        perPersonQty: d.perPersonQty,
        unit: d.unit,
        offeredForDelivery: d.modes.includes('delivery'),
        offeredForBuffet: d.modes.includes('buffet'),
        sortOrder: index,
        isActive: true,
      };
    });
    const dishRows = await tx
      .insert(foodDishes)
      .values(values)
      .onConflictDoUpdate({
        target: foodDishes.slug,
        set: Object.fromEntries(
          Object.keys(values[0] ?? {})
            .filter((k) => k !== 'slug')
            .map((k) => [k, excludedColumn(k)]),
        ),
      })
      .returning({ id: foodDishes.id, slug: foodDishes.slug });
    const dishIds = new Map(dishRows.map((r) => [r.slug, r.id]));
    const packageRows = await tx
      .insert(foodPackages)
      .values(
        packages.map((p, index) => ({
          slug: p.slug,
          name: p.name,
          description: p.description,
          foodType: p.foodType,
          packageType: p.packageType,
          status: FOOD_PACKAGE_ACTIVE,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: foodPackages.slug,
        set: {
          name: excludedColumn('name'),
          description: excludedColumn('description'),
          foodType: excludedColumn('foodType'),
          packageType: excludedColumn('packageType'),
          status: excludedColumn('status'),
          sortOrder: excludedColumn('sortOrder'),
        },
      })
      .returning({ id: foodPackages.id, slug: foodPackages.slug });
    const packageIds = packageRows.map((r) => r.id);
    if (packageIds.length) await tx.delete(foodPackageItems).where(inArray(foodPackageItems.packageId, packageIds));
    const links = packages.flatMap((p, i) =>
      p.dishes.map((slug, position) => {
        const foodDishId = dishIds.get(slug);
        if (!foodDishId) throw new Error(`Food package ${p.slug} names unknown dish ${slug}`);
        return { packageId: packageRows[i]!.id, foodDishId, position };
      }),
    );
    if (links.length) await tx.insert(foodPackageItems).values(links);
    return { foodDishes: dishRows.length, foodPackages: packageRows.length };
  });
}

/** `excluded.<column>` of an upsert, from a camelCase property name. */
function excludedColumn(property: string) {
  return sql.raw(`excluded.${property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
}
