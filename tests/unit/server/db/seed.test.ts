import { asc, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { dishes as seedDishes } from '../../../../data/catalogue';
import { DEMO_BOOKINGS } from '../../../../data/demo';
import * as schema from '../../../../server/db/schema';
import { demoSeedRequested, isCatalogueEmpty, seedAll, seedForScript, seedIfEmpty } from '../../../../server/app/seed';
import { listPublicReviews, summarizeReviews } from '../../../../server/reviews/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { servedCities } from '../../../../data/cities';
import { DEMO_PROVIDER_WEEKLY, DEMO_PROVIDERS_PER_SERVICE, demoProviders } from '../../../../data/demoProviders';
import { SERVICE_KEYS } from '../../../../lib/services';
import { availabilityIssues } from '../../../../lib/capacity';
import { addIstDays, istDate } from '../../../../lib/dates';
import { seedDemoProviders, seedDemoProvidersIfNone } from '../../../../server/app/demoProviders';
import { slotAvailability } from '../../../../server/capacity';

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
 * jobs and the outbox are written only by people using the product (the demo customers and providers of SEED_DEMO=1,
 * and the demo providers of a first start that asks for them, aside: below).
 */
const EMPTY_TABLES = [
  'account_deletions',
  'addresses',
  'assignment_queue',
  'audit_log',
  'availability_conflicts',
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
  'provider_bank_accounts',
  'provider_earnings',
  'provider_payouts',
  'provider_bookings',
  'provider_offers',
  'providers',
  'rate_limit_hits',
  'refunds',
  'reviews',
  'sandbox_gateway_orders',
  'sandbox_payouts',
  'sessions',
  'staff',
  'tax_document_counters',
  'tax_documents',
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

    it('writes no customers, orders, reviews or providers by default (no invented reviews)', async () => {
      await seedForScript(getDb(), {});
      await seedForScript(getDb(), { SEED_DEMO: '0' });
      expect(await getDb().$count(schema.reviews)).toBe(0);
      expect(await getDb().$count(schema.orders)).toBe(0);
      expect(await getDb().$count(schema.users)).toBe(0);
      expect(await getDb().$count(schema.providers)).toBe(0);
      expect(await getDb().$count(schema.providerAvailability)).toBe(0);
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
      const demoCount = servedCities.length * SERVICE_KEYS.length * DEMO_PROVIDERS_PER_SERVICE;
      expect(report.demoProviders).toEqual({ providers: demoCount, availability: demoCount });
      expect((await seedForScript(getDb(), { SEED_DEMO: '1' }, now)).demoProviders).toEqual({ providers: 0, availability: 0 });
      expect(await getDb().$count(schema.providers)).toBe(demoCount);
      expect(await getDb().$count(schema.providerAvailability)).toBe(demoCount);
      expect(await getDb().$count(schema.reviews)).toBe(DEMO_BOOKINGS.length);
      expect(await getDb().$count(schema.orders)).toBe(DEMO_BOOKINGS.length);
      const reviews = await listPublicReviews(getDb());
      expect(reviews.map((r) => r.reviewer).sort()).toEqual(['Asha D.', 'Meera D.', 'Rahul D.']);
      expect(new Set(reviews.map((r) => r.service))).toEqual(new Set(['chef', 'decoration']));
    });

    it('writes demo providers with hours and pincodes for every seeded city and service; each city books every service', async () => {
      // the database of a fresh install (the SEED_DEMO=1 test above wrote some)
      await getDb().delete(schema.providerAvailability);
      await getDb().delete(schema.providers);
      // asked for none, it writes none
      expect(await seedDemoProvidersIfNone(getDb(), 0)).toBeNull();
      expect(await getDb().$count(schema.providers)).toBe(0);
      const report = await seedDemoProvidersIfNone(getDb(), 2);
      const expected = servedCities.length * SERVICE_KEYS.length * 2;
      expect(report).toEqual({ providers: expected, availability: expected });
      const rows = await getDb()
        .select()
        .from(schema.providers)
        .innerJoin(schema.providerAvailability, eq(schema.providerAvailability.providerId, schema.providers.id));
      expect(rows).toHaveLength(expected);
      for (const city of servedCities) {
        const pincodes = [...new Set(city.localities.flatMap((locality) => locality.pincodes))].sort();
        for (const service of SERVICE_KEYS) {
          const ofCity = rows.filter((row) => row.providers.cities.includes(city.slug) && row.providers.services.includes(service));
          expect(ofCity, `${city.slug} ${service}`).toHaveLength(2);
          for (const { providers: provider, provider_availability: hours } of ofCity) {
            expect(provider.active).toBe(true);
            expect([...provider.pincodes].sort()).toEqual(pincodes);
            expect(provider.phone).toMatch(/^60001\d{5}$/);
            expect(hours.weekly).toEqual(DEMO_PROVIDER_WEEKLY);
            expect(hours.timeOff).toEqual([]);
            expect(hours.maxJobsPerDay).toBe(6);
          }
        }
      }
      // every served city, every service: a slot someone can serve three days ahead, at the first and last pincode
      const now = new Date();
      const date = addIstDays(istDate(now), 3);
      for (const city of servedCities) {
        const pincodes = city.localities.flatMap((locality) => locality.pincodes);
        for (const pincode of [pincodes[0]!, pincodes.at(-1)!]) {
          for (const service of SERVICE_KEYS) {
            const answer = await slotAvailability(getDb(), { service, pincode, date, now });
            expect(answer.served, `${city.slug} ${pincode} ${service}`).toBe(true);
            expect(
              answer.slots.some((slot) => slot.available && slot.remaining === 2),
              `${city.slug} ${pincode} ${service}`,
            ).toBe(true);
          }
        }
      }
      // evenings too: every chef slot, even the last one with the longest stay (until 03:00)
      const chef = await slotAvailability(getDb(), { service: 'chef', pincode: '201309', date, now });
      expect(chef.slots.filter((slot) => !slot.available)).toEqual([]);
      // the hours pass the availability API's own rules
      expect(availabilityIssues({ weekly: DEMO_PROVIDER_WEEKLY, timeOff: [] })).toEqual([]);
      // only once: a database with providers gets no more, and a repeat by phone writes nothing
      expect(await seedDemoProvidersIfNone(getDb(), 2)).toBeNull();
      expect(await seedDemoProviders(getDb(), 2)).toEqual({ providers: 0, availability: 0 });
      expect(await getDb().$count(schema.providers)).toBe(expected);
    });

    it('names demo providers apart from every test number and demo customer', () => {
      const list = demoProviders(50);
      const phones = list.map((provider) => provider.phone);
      expect(new Set(phones).size).toBe(phones.length);
      for (const phone of phones) expect(phone).toMatch(/^60001\d{5}$/);
      expect(phones.filter((phone) => DEMO_BOOKINGS.some((booking) => booking.phone === phone))).toEqual([]);
      expect(() => demoProviders(0)).toThrow(RangeError);
      expect(() => demoProviders(51)).toThrow(RangeError);
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
