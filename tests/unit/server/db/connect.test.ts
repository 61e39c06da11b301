import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../../server/db/connect';
import { isDatabaseUnavailable } from '../../../../server/db/faults';
import type { DbHandle } from '../../../../server/db/types';
import { logger } from '../../../../server/logger';
import { startFaultProxy, type FaultProxy } from '../../../helpers/faultProxy';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';

/** Short timeouts so that a paused server is noticed within a test. */
const TIMEOUTS = { connectMs: 1000, statementMs: 800, queryMs: 1000, idleMs: 30_000 };

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL pool faults [postgres]', () => {
  let database: { url: string; drop: () => Promise<void> };
  let proxy: FaultProxy;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    const upstream = new URL(database.url);
    proxy = await startFaultProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `${proxy.host}:${proxy.port}`;
    handle = await openDatabase({ kind: 'postgres', url: viaProxy.toString() }, 3, { timeouts: TIMEOUTS });
    await handle.db.execute(sql`create table fault_probe (id int primary key)`);
  });

  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await database?.drop();
  });

  afterEach(() => {
    proxy.resume();
    vi.restoreAllMocks();
  });

  /** Whether `id` is committed, seen from a connection of its own (not through the pool or the proxy). */
  async function committed(id: number): Promise<boolean> {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query('select 1 from fault_probe where id = $1', [id])).rowCount === 1;
    } finally {
      await client.end();
    }
  }

  it('answers a query on a paused server with a database fault after the query timeout, not never', async () => {
    await handle.db.execute(sql`select 1`);
    proxy.pause();
    const started = Date.now();
    const error = await failure(handle.db.execute(sql`select 1`));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(isDatabaseUnavailable(error)).toBe(true);
    proxy.resume();
    await handle.db.execute(sql`select 1`);
  });

  it('never hands out a connection whose transaction timed out: later writes are committed', async () => {
    // A transaction whose statement the paused server never answers: its ROLLBACK times out too.
    const transaction = failure(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into fault_probe values (1)`);
        proxy.pause();
        await tx.execute(sql`insert into fault_probe values (2)`);
      }),
    );
    const error = await transaction;
    expect(isDatabaseUnavailable(error)).toBe(true);
    await sleep(500);
    proxy.resume();
    // Without closing the timed-out connection, the pool hands it out again, still inside the open
    // transaction: this insert would succeed and never be committed.
    await handle.db.execute(sql`insert into fault_probe values (3)`);
    expect(await committed(3)).toBe(true);
    expect(await committed(1)).toBe(false);
  });

  it('a connection cut while checked out (PostgreSQL restarted mid-transaction) fails that transaction, no uncaughtException', async () => {
    const error = await failure(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into fault_probe values (10)`);
        proxy.cutAll();
        await sleep(200);
        await tx.execute(sql`insert into fault_probe values (11)`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await handle.db.execute(sql`insert into fault_probe values (12)`);
    expect(await committed(12)).toBe(true);
    expect(await committed(10)).toBe(false);
  });

  it('idle connections cut (PostgreSQL restarted) are logged and replaced, no uncaughtException', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    proxy.cutAll();
    await sleep(200);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: expect.stringMatching(/^Connection terminated/) }),
      'idle PostgreSQL connection lost',
    );
    await handle.db.execute(sql`insert into fault_probe values (20)`);
    expect(await committed(20)).toBe(true);
  });
});
