import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database on either driver (PGlite or node-postgres); repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine a database handle runs on (reported by `/api/health`). */
export type DbKind = 'pglite' | 'postgres';

/**
 * LISTEN on a channel (server/realtime/bus.ts): `onPayload` gets each notification's payload;
 * `onReconnect` is called after a lost listening connection was re-established (notifications in between are
 * lost). Resolves once listening, with a function that stops this callback.
 */
export type DbListen = (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

/** An opened database with its kind and a way to release it. */
export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** LISTEN/NOTIFY: PostgreSQL through one dedicated connection, PGlite in process; absent on stand-in handles of tests. */
  listen?: DbListen;
}
