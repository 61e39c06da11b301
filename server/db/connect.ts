import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import type { DbHandle } from './types';

/** Folder of the committed drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');

/** Where to open a database: a PostgreSQL URL, a PGlite folder, or in-memory PGlite (`dataDir` undefined). */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string };

/**
 * Opens a database and applies every pending migration.
 * @param target PostgreSQL (node-postgres pool, at most `poolSize` connections) or PGlite.
 * @throws when the server is unreachable or a migration fails.
 */
export async function openDatabase(target: DbTarget, poolSize = 10): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new Pool({ connectionString: target.url, max: poolSize });
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
