import { asc, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { dishes as seedDishes } from '../../../../data/catalogue';
import { DEMO_BOOKINGS } from '../../../../data/demo';
import * as schema from '../../../../server/db/schema';
import { demoSeedRequested, isCatalogueEmpty, seedAll, seedForScript, seedIfEmpty } from '../../../../server/app/seed';
import { listPublicReviews, summarizeReviews } from '../../../../server/reviews/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The reference data the seed writes (the catalogues the site sells from): each of these tables gets rows. */
const SEEDED_TABLES = [
  'configuration_items',
  'decoration_addons',
  'decoration_product_addons',
  'decoration_products',
  'dish_appliances',
  'dish_cuisines',
  'dish_ingredients',
  'dishes',
  'food_dishes',
  'food_package_items',
  'food_packages',
  'ingredients',
  'meal_groups',
  'photography_addons',
  'photography_packages',
  'special_appliances',
];

/**
 * Every other table starts empty after the seed: customers, orders, payments, events, chat, providers, staff, sessions,
 * jobs and the outbox are written only by people using the product (the demo customers of SEED_DEMO=1 aside, below).
 */
const EMPTY_TABLES = [
  'account_deletions',
  'addresses',
  'audit_log',
  'chat_members',
  'chat_messages',
  'chat_reports',
  'chat_rooms',
  'chat_stream_tickets',
  'chat_streams',
  'console_sessions',
  'contact_messages',
  'customer_messages',
  'event_cohosts',
  'event_guests',
  'event_messages',
  'event_opens',
  'event_wall_items',
  'events',
  'gallery_share_links',
  'headcount_syncs',
  'jobs',
  'lead_notes',
  'leads',
  'login_devices',
  'lucky_draws',
  'notification_settings',
  'order_notes',
  'order_status_history',
  'orders',
  'otp_challenges',
  'otp_sends',
  'outbox',
  'outbox_retries',
  'payment_attempts',
  'payment_events',
  'payment_shares',
  'payments',
  'photos',
  'provider_availability',
  'provider_bookings',
  'providers',
  'rate_limit_hits',
  'refunds',
  'reviews',
  'sandbox_gateway_orders',
  'sessions',
  'staff',
  'users',
];

/** Every table of the schema, by its SQL name. */
const allTables = () => Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

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

    it('fills exactly the reference tables, leaves every other table empty, and a second full seed changes no count', async () => {
      const tables = allTables();
      // every table is named in one of the two lists, so a new table must be placed in one of them
      expect(tables.map((table) => getTableName(table)).sort()).toEqual([...SEEDED_TABLES, ...EMPTY_TABLES].sort());
      const counts = async () =>
        Object.fromEntries(await Promise.all(tables.map(async (table) => [getTableName(table), await getDb().$count(table)] as const)));
      const before = await counts();
      await seedAll(getDb());
      expect(await counts()).toEqual(before);
      for (const name of SEEDED_TABLES) expect(before[name], name).toBeGreaterThan(0);
      for (const name of EMPTY_TABLES) expect(before[name], name).toBe(0);
    });

    it('writes no customers, orders or reviews by default (no invented reviews)', async () => {
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
