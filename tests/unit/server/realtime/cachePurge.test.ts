/**
 * Cache purges reach every instance (server/realtime/cachePurge.ts): a change's purge is published on the
 * `cache_purge` channel and heard by each instance's listener, which drops the path from its shared cache and
 * forgets the share view behind it; between two database handles ("instances") on one PostgreSQL too.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetShareView } from '../../../../server/events/shareViewCache';
import { CACHE_PURGE_CHANNEL, listenForCachePurges, purgeEverywhere } from '../../../../server/realtime/cachePurge';
import { eventually, withTwoInstances } from '../../../helpers/realtime';
import { openTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';

const globalCache = globalThis as { __partySharedCache?: { purgePath: (path: string) => number } };
afterEach(() => {
  delete globalCache.__partySharedCache;
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`cache purges on every instance [${kind}]`, () => {
    it("drops the path from this instance's cache at once and delivers it to every listener", async () => {
      const handle = await openTestDatabase(kind);
      try {
        const local = vi.fn(() => 1);
        globalCache.__partySharedCache = { purgePath: local };
        const heard: string[] = [];
        const stop = await listenForCachePurges(handle, (path) => heard.push(path));
        await purgeEverywhere(handle.db, ['/smartinvite/share/AbCd1234']);
        expect(local.mock.calls).toEqual([['/smartinvite/share/AbCd1234']]);
        await eventually(() => heard.length === 1);
        expect(heard).toEqual(['/smartinvite/share/AbCd1234']);
        // a malformed notification is ignored, the next good one still arrives
        await handle.db.execute(sql`select pg_notify(${CACHE_PURGE_CHANNEL}, ${'{"p": "not a list"}'})`);
        await purgeEverywhere(
          handle.db,
          Array.from({ length: 150 }, (_, i) => `/smartinvite/share/C${i}`),
        );
        await eventually(() => heard.length === 151);
        await stop();
      } finally {
        await handle.close();
      }
    });
  });
}

// two handles on one server: PostgreSQL only (PGlite lives in one process)
describe.skipIf(!TEST_DATABASE_URL)('cache purges between two instances [postgres]', () => {
  it("purges a changed event's share page from the other instance's cache", async () => {
    await withTwoInstances(2, async (a, b) => {
      const heardByB: string[] = [];
      const stop = await listenForCachePurges(b, (path) => heardByB.push(path));
      await forgetShareView(a.db, { id: '00000000-0000-4000-8000-000000000001', shortCode: 'Xy12Ab34' });
      await eventually(() => heardByB.length === 1);
      expect(heardByB).toEqual(['/smartinvite/share/Xy12Ab34']);
      await stop();
    });
  });
});
