import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { resetConfigForTests } from '../../server/config';
import type { Db, DbHandle } from '../../server/db/types';
import { describeEachDatabase } from './testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/**
 * `describeEachDatabase` for tests that call API routes on the sandbox gateway: PAYMENT_PROVIDER=sandbox for the
 * file (the config read again), and before each test the routes' database (server/db/client getDb) is the suite's;
 * both are undone after the file. Call it at the top level of a test file.
 */
export function describeSandboxRoutesEachDatabase(name: string, body: (getDb: () => Db) => void): void {
  beforeAll(() => {
    vi.stubEnv('PAYMENT_PROVIDER', 'sandbox');
    resetConfigForTests();
  });
  afterAll(() => {
    globalForDb.__partyDb = undefined;
    vi.unstubAllEnvs();
    resetConfigForTests();
  });
  describeEachDatabase(name, (getDb) => {
    beforeEach(() => {
      globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
    });
    body(getDb);
  });
}
