import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool, type ClientConfig, type PoolConfig } from 'pg';
import { getDbTimeouts, type DbTimeouts } from '../config';
import { logger } from '../logger';
import { describeDatabaseFault } from './faults';
import * as schema from './schema';
import { createPostgresListener } from './listener';
import type { Db, DbHandle, DbListen } from './types';

/** Folder of the committed drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');

/**
 * What every PGlite of the app and its tests is opened with: the extensions the migrations create (btree_gist,
 * for the exclusion constraint that keeps one provider's bookings apart), so PGlite and PostgreSQL share one schema.
 */
export const PGLITE_OPTIONS = { extensions: { btree_gist } } satisfies PGliteOptions;

/**
 * Key of the session-level advisory lock that serialises migrations and the first-start seed between
 * app instances sharing one PostgreSQL database (any constant bigint of our own; "party-svc" in hex-ish).
 */
export const MIGRATION_LOCK_KEY = '7310411001';

/**
 * Where to open a database: a PostgreSQL URL, a PGlite folder, or in-memory PGlite (`dataDir` undefined);
 * `loadDataDir` starts PGlite from a dump of a data folder (PGlite's `dumpDataDir`, e.g. the tests' migrated template).
 */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /** Pool timeouts (PostgreSQL only); default from the configuration (`DB_*_TIMEOUT_MS`). */
  timeouts?: DbTimeouts;
  /**
   * Runs after the migrations, while the migration lock is still held (the first-start seed), so that
   * of several instances starting together only one seeds an empty database.
   */
  afterMigrate?: (db: Db) => Promise<void>;
}

/** Idle transactions are ended by PostgreSQL after this long (a client that vanished mid-transaction). */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * A node-postgres client that never leaves a broken connection behind:
 * - it always has an `error` listener, so a connection lost while the client is checked out of the pool
 *   (PostgreSQL restarted between two queries of a transaction) fails that client's queries instead of
 *   becoming an `uncaughtException`;
 * - when its client-side `query_timeout` fires, it closes the connection: the query may still be running
 *   on the server (paused, overloaded), so the connection's state is unknown (it may be inside a
 *   transaction that never got its ROLLBACK) and must not go back to the pool.
 */
class FaultTolerantClient extends Client {
  constructor(config?: ClientConfig & { newConnectionTimeoutMillis?: number }) {
    // the pool's connectionTimeoutMillis bounds the wait for a busy pool's connection; opening one has its own limit
    super(
      config?.newConnectionTimeoutMillis === undefined ? config : { ...config, connectionTimeoutMillis: config.newConnectionTimeoutMillis },
    );
    this.on('error', (error) => {
      // The failure also reaches the client's queries (or the pool, for an idle one), which answer 503.
      logger.debug({ reason: describeDatabaseFault(error) }, 'PostgreSQL connection error');
    });
    const query = Client.prototype.query.bind(this) as (...args: unknown[]) => unknown;
    const closeAfterTimeout = (error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'Query read timeout') return;
      logger.warn({ timeoutMs: config?.query_timeout }, 'PostgreSQL did not answer a query in time: closing its connection');
      this.end().catch((endError: unknown) => {
        logger.warn({ reason: describeDatabaseFault(endError) }, 'closing a timed-out PostgreSQL connection failed');
      });
    };
    const guarded = (...args: unknown[]): unknown => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          closeAfterTimeout(error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      // A side branch: the caller still gets (and handles) the original promise.
      if (result instanceof Promise) result.then(undefined, closeAfterTimeout);
      return result;
    };
    this.query = guarded as Client['query'];
  }
}

/**
 * The node-postgres pool settings for `url`: bounded waits everywhere (a new connection's start within
 * `connectMs`, a free connection of a full pool within `poolWaitMs`, statement on the server, query on the
 * client), idle connections recycled, TCP keepalive to notice dead peers.
 */
export function postgresPoolConfig(url: string, poolSize: number, timeouts: DbTimeouts): PoolConfig {
  return {
    connectionString: url,
    max: poolSize,
    // node-postgres uses this for both waits: queued requests get the longer one, and each new client gets
    // connectMs (FaultTolerantClient), so an unreachable server still fails within connectMs
    connectionTimeoutMillis: Math.max(timeouts.poolWaitMs ?? timeouts.connectMs, timeouts.connectMs),
    newConnectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'party-services',
    Client: FaultTolerantClient,
  } as PoolConfig;
}

/**
 * Applies the migrations (then `afterMigrate`) on a dedicated connection holding a session-level
 * advisory lock, so that app instances starting together on one database migrate (and seed) one after
 * the other: the later ones find everything applied. Without statement or query timeouts: a migration
 * may take long, and waiting for another instance's lock is expected.
 * @throws when the server is unreachable or a migration fails; the lock is released either way.
 */
async function migratePostgres(url: string, timeouts: DbTimeouts, afterMigrate?: (db: Db) => Promise<void>): Promise<void> {
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    application_name: 'party-services migrate',
  });
  client.on('error', (error) => {
    // The running migration's query fails with it and is reported by the caller.
    logger.warn({ reason: describeDatabaseFault(error) }, 'PostgreSQL connection of the migrator failed');
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (afterMigrate) await afterMigrate(db);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
        // Ending the session below releases the lock too.
        logger.warn({ reason: describeDatabaseFault(error) }, 'releasing the migration lock failed');
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Opens a database and applies every pending migration (then `options.afterMigrate`).
 * PostgreSQL: a node-postgres pool of at most `poolSize` connections with the timeouts of
 * `postgresPoolConfig`; migrations under an advisory lock (see `migratePostgres`). PGlite: one
 * in-process connection, no lock needed.
 * @throws when the server is unreachable or a migration fails.
 */
export async function openDatabase(target: DbTarget, poolSize = 10, options: OpenDatabaseOptions = {}): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const timeouts = options.timeouts ?? getDbTimeouts();
    await migratePostgres(target.url, timeouts, options.afterMigrate);
    const pool = new Pool(postgresPoolConfig(target.url, poolSize, timeouts));
    pool.on('error', (error) => {
      // An idle connection broke (server restarted, network cut): the pool drops it and opens a new one when needed.
      logger.warn({ reason: describeDatabaseFault(error) }, 'idle PostgreSQL connection lost');
    });
    const db = drizzlePg({ client: pool, schema });
    // LISTEN needs a connection of its own, outside the pool (the chat fan-out between instances)
    const listener = createPostgresListener(target.url);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ ...PGLITE_OPTIONS, dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (options.afterMigrate) await options.afterMigrate(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  const listen: DbListen = async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop();
  };
  return { db, kind: 'pglite', listen, close: () => client.close() };
}
