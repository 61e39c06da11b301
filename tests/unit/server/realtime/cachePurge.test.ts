/**
 * Cache purges reach every instance (server/realtime/cachePurge.ts): a change's purge is published on the
 * `cache_purge` channel and heard by each instance's listener, which drops the path from its shared cache and
 * forgets the share view behind it; between two database handles ("instances") on one PostgreSQL too.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetShareView } from '../../../../server/events/shareViewCache';
import { createSharedCache } from '../../../../server/http/sharedCache';
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

describe('a purge of a page purges both languages', () => {
  it('drops the English and the Hindi page, and their data routes, from the shared cache', async () => {
    const handle = await openTestDatabase('pglite');
    const server = createServer((req, res) => {
      void cache.handle(req, res, () => {
        res.writeHead(200, { 'cache-control': 'public, s-maxage=300', 'content-type': 'text/html' });
        res.end(`page ${req.url}`);
      });
    });
    const cache = createSharedCache();
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('x-cache');
      const paths = ['/smartinvite/share/AbCd1234', '/hi/smartinvite/share/AbCd1234', '/_next/data/b1/hi/smartinvite/share/AbCd1234.json'];
      for (const path of [...paths, '/hi/delhi']) await get(path);
      globalCache.__partySharedCache = cache;
      await purgeEverywhere(handle.db, ['/smartinvite/share/AbCd1234']);
      for (const path of paths) expect(await get(path)).toBe('MISS');
      expect(await get('/hi/delhi')).toBe('HIT');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    }
  });
});

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
