import { inArray, sql } from 'drizzle-orm';
import { appliances, cuisines, dishes as seedDishes, mealGroups as seedMealGroups } from '../../data/catalogue';
import { DISH_IMAGES } from '../../data/catalogue/dishImages';
import { seedReviews } from '../../data/content/reviews';
import { decorationAddons as seedDecorationAddons, decorationProducts as seedDecorationProducts } from '../../data/decoration';
import { upsertDecorationCatalogue } from '../decoration/repository';
import { upsertSeedReviews } from '../reviews/repository';
import {
  configurationItems,
  dishAppliances,
  dishCuisines,
  dishes,
  decorationProducts,
  dishIngredients,
  ingredients,
  mealGroups,
  reviews,
  specialAppliances,
} from './schema';
import type { Db } from './types';

/** Counts of what the seed wrote (rows upserted per table). */
export interface SeedReport {
  cuisines: number;
  mealGroups: number;
  appliances: number;
  ingredients: number;
  dishes: number;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Looks up a slug in a map built by the seed, failing loudly on a typo in `data/catalogue`. */
function idOf(map: Map<string, string>, slug: string, what: string): string {
  const id = map.get(slug);
  if (!id) throw new Error(`Seed catalogue refers to unknown ${what} "${slug}"`);
  return id;
}

/**
 * Writes the reference catalogue of `data/catalogue` (cuisines, meal groups, appliances,
 * ingredients, dishes and their links). Idempotent: rows are upserted by slug and each seeded
 * dish's links are replaced, so running it twice leaves the same data. One transaction.
 * @throws when the catalogue refers to an unknown slug or an ingredient changes unit.
 */
export async function seedCatalogue(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const cuisineRows = await tx
      .insert(configurationItems)
      .values(cuisines.map((c) => ({ type: 'cuisine', slug: c.slug, name: c.name, sortOrder: c.sortOrder })))
      .onConflictDoUpdate({
        target: [configurationItems.type, configurationItems.slug],
        set: { name: excluded('name'), sortOrder: excluded('sort_order'), isActive: true },
      })
      .returning({ id: configurationItems.id, slug: configurationItems.slug });

    const groupRows = await tx
      .insert(mealGroups)
      .values(seedMealGroups.map((g) => ({ slug: g.slug, name: g.name, sortOrder: g.sortOrder })))
      .onConflictDoUpdate({ target: mealGroups.slug, set: { name: excluded('name'), sortOrder: excluded('sort_order') } })
      .returning({ id: mealGroups.id, slug: mealGroups.slug });

    const applianceRows = await tx
      .insert(specialAppliances)
      .values(appliances.map((a) => ({ slug: a.slug, name: a.name, image: a.image })))
      .onConflictDoUpdate({ target: specialAppliances.slug, set: { name: excluded('name'), image: excluded('image') } })
      .returning({ id: specialAppliances.id, slug: specialAppliances.slug });

    const units = new Map<string, string>();
    for (const dish of seedDishes) {
      for (const ing of dish.ingredients) {
        const known = units.get(ing.name);
        if (known && known !== ing.unit) {
          throw new Error(`Ingredient "${ing.name}" is measured in both ${known} and ${ing.unit}`);
        }
        units.set(ing.name, ing.unit);
      }
    }
    const ingredientRows = await tx
      .insert(ingredients)
      .values([...units].map(([name, unit]) => ({ name, unit })))
      .onConflictDoUpdate({ target: ingredients.name, set: { unit: excluded('unit') } })
      .returning({ id: ingredients.id, name: ingredients.name });

    const cuisineIds = new Map(cuisineRows.map((r) => [r.slug, r.id]));
    const groupIds = new Map(groupRows.map((r) => [r.slug, r.id]));
    const applianceIds = new Map(applianceRows.map((r) => [r.slug, r.id]));
    const ingredientIds = new Map(ingredientRows.map((r) => [r.name, r.id]));

    const dishRows = await tx
      .insert(dishes)
      .values(
        seedDishes.map((d, index) => ({
          slug: d.slug,
          name: d.name,
          image: DISH_IMAGES[d.slug] ?? d.image,
          dishRate: d.dishRate,
          isDish: d.isDish,
          needsGasBurner: d.needsGasBurner,
          mealGroupId: idOf(groupIds, d.mealGroup, 'meal group'),
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: dishes.slug,
        set: {
          name: excluded('name'),
          image: excluded('image'),
          dishRate: excluded('dish_rate'),
          isDish: excluded('is_dish'),
          needsGasBurner: excluded('needs_gas_burner'),
          mealGroupId: excluded('meal_group_id'),
          sortOrder: excluded('sort_order'),
          isActive: true,
        },
      })
      .returning({ id: dishes.id, slug: dishes.slug });
    const dishIds = new Map(dishRows.map((r) => [r.slug, r.id]));
    const seededIds = dishRows.map((r) => r.id);

    await tx.delete(dishCuisines).where(inArray(dishCuisines.dishId, seededIds));
    await tx.delete(dishAppliances).where(inArray(dishAppliances.dishId, seededIds));
    await tx.delete(dishIngredients).where(inArray(dishIngredients.dishId, seededIds));

    const cuisineLinks = seedDishes.flatMap((d) =>
      d.cuisines.map((c) => ({ dishId: idOf(dishIds, d.slug, 'dish'), cuisineId: idOf(cuisineIds, c, 'cuisine') })),
    );
    const applianceLinks = seedDishes.flatMap((d) =>
      d.appliances.map((a) => ({ dishId: idOf(dishIds, d.slug, 'dish'), applianceId: idOf(applianceIds, a, 'appliance') })),
    );
    const ingredientLinks = seedDishes.flatMap((d) =>
      d.ingredients.map((i) => ({
        dishId: idOf(dishIds, d.slug, 'dish'),
        ingredientId: idOf(ingredientIds, i.name, 'ingredient'),
        quantityPerPerson: i.quantity,
      })),
    );
    if (cuisineLinks.length) await tx.insert(dishCuisines).values(cuisineLinks);
    if (applianceLinks.length) await tx.insert(dishAppliances).values(applianceLinks);
    if (ingredientLinks.length) await tx.insert(dishIngredients).values(ingredientLinks);

    return {
      cuisines: cuisineRows.length,
      mealGroups: groupRows.length,
      appliances: applianceRows.length,
      ingredients: ingredientRows.length,
      dishes: dishRows.length,
    };
  });
}

/** True when the catalogue has never been seeded (no cuisine rows). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(configurationItems)
    .where(sql`${configurationItems.type} = 'cuisine'`);
  return (row?.count ?? 0) === 0;
}

/** One independently seeded part of the reference data. */
interface SeedPart {
  name: string;
  isEmpty: (db: Db) => Promise<boolean>;
  seed: (db: Db) => Promise<Record<string, number>>;
}

const seedParts: readonly SeedPart[] = [
  { name: 'catalogue', isEmpty: isCatalogueEmpty, seed: async (db) => ({ ...(await seedCatalogue(db)) }) },
  {
    name: 'decoration',
    isEmpty: async (db) => (await db.$count(decorationProducts)) === 0,
    seed: (db) => upsertDecorationCatalogue(db, seedDecorationAddons, seedDecorationProducts),
  },
  {
    name: 'reviews',
    isEmpty: async (db) => (await db.$count(reviews)) === 0,
    seed: async (db) => ({ reviews: await upsertSeedReviews(db, seedReviews) }),
  },
];

/** Seeds every part (idempotent upserts). @returns the counts per part. */
export async function seedAll(db: Db): Promise<Record<string, Record<string, number>>> {
  const report: Record<string, Record<string, number>> = {};
  for (const part of seedParts) report[part.name] = await part.seed(db);
  return report;
}

/**
 * Seeds each part of the reference data that is still empty (first start, or a part added by a
 * later release). @returns the counts of the parts it seeded; empty when nothing was needed.
 */
export async function seedIfEmpty(db: Db): Promise<Record<string, Record<string, number>>> {
  const report: Record<string, Record<string, number>> = {};
  for (const part of seedParts) {
    if (await part.isEmpty(db)) report[part.name] = await part.seed(db);
  }
  return report;
}
