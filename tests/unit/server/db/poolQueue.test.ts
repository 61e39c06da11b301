/**
 * The PostgreSQL pool under load: a request that finds every connection busy waits in the pool's queue (up to
 * `poolWaitMs`) instead of failing as "database unavailable" after the new-connection timeout; the wait is
 * still bounded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/connect';
import { isDatabaseUnavailable } from '../../../../server/db/faults';
import type { DbHandle } from '../../../../server/db/types';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL pool queue [postgres]', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // one connection, a short new-connection timeout and a longer wait for a busy pool's connection
    handle = await openDatabase({ kind: 'postgres', url: database.url }, 1, {
      timeouts: { connectMs: 200, statementMs: 5000, queryMs: 6000, idleMs: 30_000, poolWaitMs: 1500 },
    });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('lets a query wait for a busy connection longer than a new connection may take to open', async () => {
    await handle.db.execute(sql`select 1`);
    // (a Drizzle query runs once it is awaited or then-ed: started here, it takes the one connection first)
    const busy = handle.db.execute(sql`select pg_sleep(0.6)`).then((result) => result);
    const started = Date.now();
    const waited = await handle.db.execute(sql`select 2 as two`);
    expect((waited as unknown as { rows: { two: number }[] }).rows[0]?.two).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await busy;
  });

  it('still answers "database unavailable" once the wait for a busy connection passes its limit', async () => {
    const busy = handle.db.execute(sql`select pg_sleep(2.5)`).then((result) => result);
    const started = Date.now();
    const error = await handle.db.execute(sql`select 1`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2300);
    await busy;
  });
});
