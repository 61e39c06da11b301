import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { openAppDatabase } from '../../../../server/app/database';
import { demoProvidersAtStart } from '../../../../server/app/demoProviders';
import { servedCities } from '../../../../data/cities';
import { SERVICE_KEYS } from '../../../../lib/services';
import { resetConfigForTests } from '../../../../server/config';
import { getDb, setFirstOpenHook } from '../../../../server/db/client';
import { mealGroups, providerAvailability, providers } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';

/**
 * The seed of an empty database runs when the app opens its database at start-up (server/app/database.ts), not
 * because the database layer imports the seed: `getDb()` alone migrates and seeds nothing.
 */
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
let dataDir: string | undefined;

/** Points the process's database at a new, empty PGlite folder. */
function emptyDatabase(): void {
  dataDir = mkdtempSync(path.join(tmpdir(), 'party-app-db-'));
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('PGLITE_DIR', dataDir);
  resetConfigForTests();
}

afterEach(async () => {
  const handle = globalForDb.__partyDb;
  globalForDb.__partyDb = undefined;
  await handle?.then((open) => open.close()).catch(() => undefined);
  setFirstOpenHook(undefined);
  vi.unstubAllEnvs();
  resetConfigForTests();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

it('opens an empty database migrated and seeded at start-up (no demo providers unless asked)', async () => {
  emptyDatabase();
  const { db } = await openAppDatabase();
  const [row] = await db.select({ n: count() }).from(mealGroups);
  expect(row?.n).toBeGreaterThan(0);
  expect(await db.$count(providers)).toBe(0);
  // later callers get the same handle
  expect((await getDb()).db).toBe(db);
}, 120_000);

it('leaves the seed to the app: the database layer alone migrates and seeds nothing', async () => {
  emptyDatabase();
  const { db } = await getDb();
  const [row] = await db.select({ n: count() }).from(mealGroups);
  expect(row?.n).toBe(0);
}, 120_000);

it('adds the demo providers DEMO_PROVIDERS asks for when it opens a database without providers', async () => {
  emptyDatabase();
  vi.stubEnv('DEMO_PROVIDERS', '1');
  resetConfigForTests();
  const { db } = await openAppDatabase();
  expect(await db.$count(providers)).toBe(servedCities.length * SERVICE_KEYS.length);
  expect(await db.$count(providerAvailability)).toBe(servedCities.length * SERVICE_KEYS.length);
}, 120_000);

it('asks for demo providers under next dev by default, never in production or on a live site', () => {
  expect(demoProvidersAtStart({ NODE_ENV: 'development', SITE_MODE: 'test', DEMO_PROVIDERS: undefined })).toBe(3);
  expect(demoProvidersAtStart({ NODE_ENV: 'development', SITE_MODE: 'live', DEMO_PROVIDERS: undefined })).toBe(0);
  expect(demoProvidersAtStart({ NODE_ENV: 'production', SITE_MODE: 'test', DEMO_PROVIDERS: undefined })).toBe(0);
  expect(demoProvidersAtStart({ NODE_ENV: 'production', SITE_MODE: 'live', DEMO_PROVIDERS: undefined })).toBe(0);
  expect(demoProvidersAtStart({ NODE_ENV: 'test', SITE_MODE: 'test', DEMO_PROVIDERS: undefined })).toBe(0);
  expect(demoProvidersAtStart({ NODE_ENV: 'production', SITE_MODE: 'test', DEMO_PROVIDERS: 40 })).toBe(40);
  expect(demoProvidersAtStart({ NODE_ENV: 'development', SITE_MODE: 'test', DEMO_PROVIDERS: 0 })).toBe(0);
});
