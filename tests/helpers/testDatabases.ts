import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { seedAll } from '../../server/app/seed';
import type { Db, DbHandle, DbKind } from '../../server/db/types';
import { migratedPgliteTemplate } from './pgliteTemplate';

/** PostgreSQL server for the repository tests; CI sets it, locally they are skipped without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function adminQuery(sqlText: string): Promise<void> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty throw-away database on the `TEST_DATABASE_URL` server.
 * @returns its connection string and `drop` (which disconnects whoever is still connected).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ps_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Opens a fresh, migrated database of `kind`: in-memory PGlite (from the migrated template, tests/helpers/pgliteTemplate.ts), or a new throw-away database
 * on the `TEST_DATABASE_URL` server (dropped again by `close`).
 */
export async function openTestDatabase(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });
  const database = await createTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * Runs the same suite against in-memory PGlite and, when `TEST_DATABASE_URL` is set, PostgreSQL
 * (reported as skipped otherwise). Each run gets its own fresh database, seeded unless `seed` is false.
 * @param body receives a getter for the open database (valid inside tests and hooks).
 */
export function describeEachDatabase(name: string, body: (getDb: () => Db) => void, { seed = true } = {}): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`${name} [${kind}]`, () => {
      let handle: DbHandle | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
        if (seed) await seedAll(handle.db);
      }, 60_000);
      afterAll(async () => {
        await handle?.close();
      });
      body(() => {
        if (!handle) throw new Error('database not open yet');
        return handle.db;
      });
    });
  }
}
