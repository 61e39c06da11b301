/**
 * Cache purges on every app instance: a change that makes a cached page stale (an invite's share page after an
 * edit, an answer, a cancellation, a deletion, an erasure) must leave the shared HTTP cache (server/http/sharedCache.js)
 * of every instance, not only the one that made it. The change publishes the paths with `pg_notify` on the
 * `cache_purge` channel (PostgreSQL LISTEN/NOTIFY between instances, PGlite's in one process, as the chat bus in
 * ./bus.ts); each instance listens from start-up (instrumentation.ts) and drops those paths from its own cache.
 * A payload names paths only (`{"p": ["/smartinvite/share/AbCd1234"]}`), never personal data.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbHandle } from '../db/types';
import type { SHARED_CACHE_GLOBAL, SharedCache } from '../http/sharedCache';
import { logger } from '../logger';

/** The LISTEN/NOTIFY channel of cache purges. */
export const CACHE_PURGE_CHANNEL = 'cache_purge';
/** Paths per notification: NOTIFY payloads must stay under 8000 bytes; a share path is about 27. */
const PATHS_PER_NOTIFY = 100;

const schemaCachePurge = z.object({ p: z.array(z.string().startsWith('/').max(300)).max(PATHS_PER_NOTIFY) });

/** server/http/sharedCache.js `SHARED_CACHE_GLOBAL` (not imported: the cache's code belongs to server.js). */
const SHARED_CACHE_KEY: typeof SHARED_CACHE_GLOBAL = '__partySharedCache';

/** Drops `path` (every query and variant) from this process's shared cache, if server.js runs one. */
export function purgeLocalPath(path: string): void {
  (globalThis as { [SHARED_CACHE_KEY]?: Pick<SharedCache, 'purgePath'> })[SHARED_CACHE_KEY]?.purgePath(path);
}

/**
 * Purges `paths` from this instance's shared cache at once and publishes them to every instance. Call after the
 * change is committed (or inside its transaction: the notification then leaves only if it commits). A failure to
 * publish is logged, never thrown: the pages' own short `s-maxage` still bounds how long another instance serves them.
 */
export async function purgeEverywhere(db: Db, paths: readonly string[]): Promise<void> {
  for (const path of paths) purgeLocalPath(path);
  try {
    for (let i = 0; i < paths.length; i += PATHS_PER_NOTIFY) {
      const payload = JSON.stringify({ p: paths.slice(i, i + PATHS_PER_NOTIFY) });
      await db.execute(sql`select pg_notify(${CACHE_PURGE_CHANNEL}, ${payload})`);
    }
  } catch (error) {
    logger.warn({ err: error, paths: paths.length }, 'cache purge: could not publish to the other instances');
  }
}

/**
 * Listens for purges on `handle` and drops each path with `purge` (default: this process's shared cache). One call per
 * process (instrumentation.ts). Purges lost while the listening connection was down cannot be caught up; the pages'
 * short `s-maxage` bounds what that leaves.
 * @returns a function that stops listening.
 * @throws when the handle cannot listen or the LISTEN fails.
 */
export async function listenForCachePurges(handle: DbHandle, purge: (path: string) => void = purgeLocalPath): Promise<() => Promise<void>> {
  if (!handle.listen) throw new Error('this database handle cannot LISTEN');
  return handle.listen(CACHE_PURGE_CHANNEL, (payload) => {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(payload);
    } catch {
      // answered below as malformed
    }
    const purgeRequest = schemaCachePurge.safeParse(parsed);
    if (!purgeRequest.success) {
      logger.warn('cache purge: ignored a malformed notification');
      return;
    }
    for (const path of purgeRequest.data.p) purge(path);
  });
}
