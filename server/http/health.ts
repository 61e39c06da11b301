import { sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { logger } from '../logger';
import { getDb } from '../db/client';
import { asDatabaseUnavailable, DatabaseUnavailableError } from './databaseUnavailable';
import type { DbKind } from '../db/types';

/**
 * Checks that the process's database answers a real query (`select 1`) within `timeoutMs`
 * (default `DB_HEALTH_TIMEOUT_MS`, 2 s), opening it first when needed (a failed start is retried here).
 * A paused or unreachable server is reported in time: the query itself keeps its own timeouts and
 * fails (handled) in the background.
 * @returns the engine that answered.
 * @throws DatabaseUnavailableError (503) when the database did not answer in time or failed.
 */
export async function checkDatabase(timeoutMs: number = getConfig().DB_HEALTH_TIMEOUT_MS): Promise<DbKind> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`no answer to select 1 within ${timeoutMs} ms`)), timeoutMs);
  });
  const ping = async () => {
    const { db, kind } = await getDb();
    await db.execute(sql`select 1`);
    return kind;
  };
  try {
    return await Promise.race([ping(), timeout]);
  } catch (error) {
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable) throw unavailable;
    // Not a connection problem (a failed migration, a bug): unhealthy all the same, but worth an error log.
    logger.error({ err: error }, 'health check failed');
    throw new DatabaseUnavailableError(`health check failed: ${error instanceof Error ? error.name : 'unknown error'}`, error);
  } finally {
    clearTimeout(timer);
  }
}
