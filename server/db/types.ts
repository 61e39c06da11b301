import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database on either driver (PGlite or node-postgres); repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine a database handle runs on (reported by `/api/health`). */
export type DbKind = 'pglite' | 'postgres';

/** An opened database with its kind and a way to release it. */
export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}
