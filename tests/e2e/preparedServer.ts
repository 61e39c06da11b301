/**
 * A production server of its own, on a fresh PGlite folder written beforehand (seeded, then `prepare`d), for e2e
 * files whose data cannot be made through the pages (a paid order assigned in a slot that has already started).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { seedIfEmpty } from '../../server/app/seed';
import { seedDemoProvidersIfNone } from '../../server/app/demoProviders';
import type { Db } from '../../server/db/types';
import { E2E_DEMO_PROVIDERS, startProductionServer, type RunningServer } from './server';

/**
 * Registers, in the current describe block, a beforeAll that writes the database in a new temporary folder
 * whose name starts with `folderPrefix` (seed and demo providers, then `prepare(db)`) and starts the built server on it (contract checks on), and an
 * afterAll that stops it and removes the folder. `prepared()` is what `prepare` answered; `origin()` the server's
 * base URL (both throw before the server started).
 */
export function serverOnPreparedDatabase<T>(
  folderPrefix: string,
  prepare: (db: Db) => Promise<T>,
): { prepared: () => T; origin: () => string } {
  let folder: string | undefined;
  let server: RunningServer | undefined;
  let result: { value: T } | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), folderPrefix));
    const dataDir = path.join(folder, 'pglite');
    // as the server's first start would: the reference data and the demo providers, before `prepare` adds its own
    const handle = await openDatabase({ kind: 'pglite', dataDir }, undefined, {
      afterMigrate: async (db) => {
        await seedIfEmpty(db);
        await seedDemoProvidersIfNone(db, E2E_DEMO_PROVIDERS);
      },
    });
    try {
      result = { value: await prepare(handle.db) };
    } finally {
      await handle.close();
    }
    server = await startProductionServer({ build: false, extraEnv: { PGLITE_DIR: dataDir, NEXT_PUBLIC_CHECK_CONTRACTS: '1' } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return {
    prepared: () => {
      if (!result) throw new Error('database not prepared');
      return result.value;
    },
    origin: () => {
      if (!server) throw new Error('server not started');
      return server.baseURL;
    },
  };
}
