import path from 'node:path';
import { getConfig } from '../config';
import { logger } from '../logger';
import { openDatabase, type DbTarget } from './connect';
import { seedIfEmpty } from '../app/seed';
import type { DbHandle } from './types';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** The database this process should use: PostgreSQL when `DATABASE_URL` is set, else PGlite in `PGLITE_DIR`. */
export function configuredTarget(): DbTarget {
  const config = getConfig();
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.PGLITE_DIR) };
}

async function start(): Promise<DbHandle> {
  // The seed runs under the migration lock: of several instances starting on one empty database, one seeds.
  const handle = await openDatabase(configuredTarget(), getConfig().DB_POOL_SIZE, {
    afterMigrate: async (db) => {
      const report = await seedIfEmpty(db);
      if (Object.keys(report).length > 0) logger.info({ report }, 'seeded empty reference data');
    },
  });
  logger.info({ db: handle.kind }, 'database ready');
  return handle;
}

/**
 * The process-wide database, opened, migrated and (when empty) seeded on first use.
 * PGlite allows one connection per process, so the handle lives on `globalThis`
 * and survives dev hot reloads. A failed start is not cached: the next call retries.
 */
export function getDb(): Promise<DbHandle> {
  if (!globalForDb.__partyDb) {
    globalForDb.__partyDb = start().catch((error: unknown) => {
      globalForDb.__partyDb = undefined;
      throw error;
    });
  }
  return globalForDb.__partyDb;
}
