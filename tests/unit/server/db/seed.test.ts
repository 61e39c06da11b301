import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dishes as seedDishes } from '../../../../data/catalogue';
import { seedReviews } from '../../../../data/content/reviews';
import * as schema from '../../../../server/db/schema';
import { isCatalogueEmpty, seedAll, seedIfEmpty } from '../../../../server/db/seed';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase(
  'seed',
  (getDb) => {
    it('reports an empty catalogue before seeding and seeds it once', async () => {
      expect(await isCatalogueEmpty(getDb())).toBe(true);
      const report = await seedIfEmpty(getDb());
      expect(report.catalogue?.dishes).toBe(seedDishes.length);
      expect(report.reviews?.reviews).toBe(seedReviews.length);
      expect(await isCatalogueEmpty(getDb())).toBe(false);
      expect(await seedIfEmpty(getDb())).toEqual({});
    });

    it('is idempotent: a second full seed leaves every table with the same rows', async () => {
      const tables = [
        schema.configurationItems,
        schema.mealGroups,
        schema.specialAppliances,
        schema.ingredients,
        schema.dishes,
        schema.dishCuisines,
        schema.dishAppliances,
        schema.dishIngredients,
        schema.reviews,
      ];
      const counts = () => Promise.all(tables.map((table) => getDb().$count(table)));
      const before = await counts();
      await seedAll(getDb());
      expect(await counts()).toEqual(before);
      expect(before.every((n) => n > 0)).toBe(true);
    });

    it('derives the spec type column from is_dish', async () => {
      const rows = await getDb()
        .selectDistinct({ isDish: schema.dishes.isDish, type: schema.dishes.type })
        .from(schema.dishes)
        .orderBy(asc(schema.dishes.isDish));
      expect(rows).toEqual([
        { isDish: 1, type: 'veg' },
        { isDish: 2, type: 'non-veg' },
      ]);
    });
  },
  { seed: false },
);
