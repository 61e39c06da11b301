import { getConfig } from '../config';
import { getDb, setFirstOpenHook } from '../db/client';
import type { DbHandle } from '../db/types';
import { logger } from '../logger';
import { demoProvidersAtStart, seedDemoProvidersIfNone } from './demoProviders';
import { seedIfEmpty } from './seed';

/**
 * Opens this process's database as the app starts (instrumentation-node.ts, before the first request): migrations,
 * then the seed of an empty database under the migration lock (and, on a database without providers, the demo
 * providers DEMO_PROVIDERS asks for: server/app/demoProviders.ts), so of several instances starting together on one
 * database exactly one seeds (`npm run dev`, `npm start`, the e2e server). Later `getDb()` calls get the same handle.
 * @throws when the database is unreachable, or a migration or the seed fails.
 */
export function openAppDatabase(): Promise<DbHandle> {
  setFirstOpenHook(async (db) => {
    const report = await seedIfEmpty(db);
    if (Object.keys(report).length > 0) logger.info({ report }, 'seeded empty reference data');
    // a fresh install under `npm run dev` (or an e2e server) gets demo providers, so every service can be booked
    const demo = await seedDemoProvidersIfNone(db, demoProvidersAtStart(getConfig()));
    if (demo) logger.info({ demo }, 'seeded demo providers');
  });
  return getDb();
}
