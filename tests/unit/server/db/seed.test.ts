import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dishes as seedDishes } from '../../../../data/catalogue';
import { DEMO_BOOKINGS } from '../../../../data/demo';
import * as schema from '../../../../server/db/schema';
import { demoSeedRequested, isCatalogueEmpty, seedAll, seedForScript, seedIfEmpty } from '../../../../server/app/seed';
import { listPublicReviews, summarizeReviews } from '../../../../server/reviews/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase(
  'seed',
  (getDb) => {
    it('reports an empty catalogue before seeding and seeds it once', async () => {
      expect(await isCatalogueEmpty(getDb())).toBe(true);
      const report = await seedIfEmpty(getDb());
      expect(report.catalogue?.dishes).toBe(seedDishes.length);
      expect(report).not.toHaveProperty('reviews');
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
      ];
      const counts = () => Promise.all(tables.map((table) => getDb().$count(table)));
      const before = await counts();
      await seedAll(getDb());
      expect(await counts()).toEqual(before);
      expect(before.every((n) => n > 0)).toBe(true);
    });

    it('writes no customers, orders or reviews by default (issue 11: no invented reviews)', async () => {
      await seedForScript(getDb(), {});
      await seedForScript(getDb(), { SEED_DEMO: '0' });
      expect(await getDb().$count(schema.reviews)).toBe(0);
      expect(await getDb().$count(schema.orders)).toBe(0);
      expect(await getDb().$count(schema.users)).toBe(0);
      expect(await listPublicReviews(getDb())).toEqual([]);
      expect(await summarizeReviews(getDb())).toEqual({ count: 0, average: 0 });
    });

    it('writes the demo customers, completed orders and reviews only with SEED_DEMO=1, once', async () => {
      expect(demoSeedRequested({})).toBe(false);
      expect(demoSeedRequested({ SEED_DEMO: 'true' })).toBe(false);
      expect(demoSeedRequested({ SEED_DEMO: '1' })).toBe(true);
      const now = new Date('2026-11-21T10:00:00+05:30');
      const report = await seedForScript(getDb(), { SEED_DEMO: '1' }, now);
      expect(report.demo).toEqual({ customers: DEMO_BOOKINGS.length, orders: DEMO_BOOKINGS.length, reviews: DEMO_BOOKINGS.length });
      await seedForScript(getDb(), { SEED_DEMO: '1' }, now);
      expect(await getDb().$count(schema.reviews)).toBe(DEMO_BOOKINGS.length);
      expect(await getDb().$count(schema.orders)).toBe(DEMO_BOOKINGS.length);
      const reviews = await listPublicReviews(getDb());
      expect(reviews.map((r) => r.reviewer).sort()).toEqual(['Asha D.', 'Meera D.', 'Rahul D.']);
      expect(new Set(reviews.map((r) => r.service))).toEqual(new Set(['chef', 'decoration']));
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
