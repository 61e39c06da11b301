import path from 'node:path';
import { getConfig } from '../config';
import { logger } from '../logger';
import { openDatabase, type DbTarget } from './connect';
import type { Db, DbHandle } from './types';

/** What runs once after the migrations when this process first opens its database (see `setFirstOpenHook`). */
export type FirstOpenHook = (db: Db) => Promise<void>;

// on globalThis, not in the module: the dev server's bundles (instrumentation, each route) share the one handle and hook
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle>; __partyDbFirstOpen?: FirstOpenHook };

/** The database this process should use: PostgreSQL when `DATABASE_URL` is set, else PGlite in `PGLITE_DIR`. */
export function configuredTarget(): DbTarget {
  const config = getConfig();
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.PGLITE_DIR) };
}

/**
 * Sets what runs after the migrations when this process opens its database, while the migration lock is still
 * held: the app's start-up (server/app/database.ts) sets the seed of an empty database here, so that of several
 * instances starting together one seeds, and the database layer never imports what it seeds. Takes effect for the
 * next open (call it before the first `getDb()`); undefined clears it.
 */
export function setFirstOpenHook(hook: FirstOpenHook | undefined): void {
  globalForDb.__partyDbFirstOpen = hook;
}

async function start(): Promise<DbHandle> {
  const firstOpen = globalForDb.__partyDbFirstOpen;
  const handle = await openDatabase(configuredTarget(), getConfig().DB_POOL_SIZE, firstOpen ? { afterMigrate: firstOpen } : {});
  logger.info({ db: handle.kind }, 'database ready');
  return handle;
}

/**
 * The process-wide database, opened and migrated on first use (then the hook of `setFirstOpenHook`, if set).
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
