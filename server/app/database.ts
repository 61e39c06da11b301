import { getDb, setFirstOpenHook } from '../db/client';
import type { DbHandle } from '../db/types';
import { logger } from '../logger';
import { seedIfEmpty } from './seed';

/**
 * Opens this process's database as the app starts (instrumentation-node.ts, before the first request): migrations,
 * then the seed of an empty database under the migration lock, so of several instances starting together on one
 * database exactly one seeds (`npm run dev`, `npm start`, the e2e server). Later `getDb()` calls get the same handle.
 * @throws when the database is unreachable, or a migration or the seed fails.
 */
export function openAppDatabase(): Promise<DbHandle> {
  setFirstOpenHook(async (db) => {
    const report = await seedIfEmpty(db);
    if (Object.keys(report).length > 0) logger.info({ report }, 'seeded empty reference data');
  });
  return getDb();
}
