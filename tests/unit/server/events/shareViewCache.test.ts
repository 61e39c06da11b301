/**
 * The share page's public view is loaded once for a burst
 * of requests to one code, kept SHARE_VIEW_TTL_MS, forgotten at once on a change, and never kept for an unknown code.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../../server/db/types';
import {
  cachedShareView,
  clearShareViewCache,
  forgetShareView,
  forgetShareViewOfPath,
  SHARE_VIEW_MAX_ENTRIES,
  SHARE_VIEW_TTL_MS,
} from '../../../../server/events/shareViewCache';

interface View {
  eventId: string;
  version: number;
}

/** A load that counts its calls and answers the current version of event `eventId` after a tick. */
function loader(eventId: string | null) {
  const state = { calls: 0, version: 1 };
  const load = async (): Promise<View | null> => {
    state.calls += 1;
    const version = state.version;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return eventId === null ? null : { eventId, version };
  };
  return { state, load };
}
const idOf = (view: View) => view.eventId;

/** A database stand-in that records the payloads of the purges it is asked to publish. */
const notified: string[] = [];
const stubDb = {
  execute: async (query: SQL) => {
    const params = new PgDialect().sqlToQuery(query).params;
    notified.push(String(params[1]));
  },
} as unknown as Db;

beforeEach(() => {
  clearShareViewCache();
  notified.length = 0;
});

describe('the share page view cache', () => {
  it('loads once for 100 requests at the same time and serves them all the same view', async () => {
    const { state, load } = loader('e1');
    const views = await Promise.all(Array.from({ length: 100 }, () => cachedShareView('Code0001', load, idOf, 1_000)));
    expect(state.calls).toBe(1);
    expect(new Set(views.map((v) => v?.version))).toEqual(new Set([1]));
  });

  it(`keeps a view ${SHARE_VIEW_TTL_MS} ms, then loads it again`, async () => {
    const { state, load } = loader('e1');
    await cachedShareView('Code0001', load, idOf, 1_000);
    state.version = 2;
    expect((await cachedShareView('Code0001', load, idOf, 1_000 + SHARE_VIEW_TTL_MS - 1))?.version).toBe(1);
    expect((await cachedShareView('Code0001', load, idOf, 1_000 + SHARE_VIEW_TTL_MS))?.version).toBe(2);
    expect(state.calls).toBe(2);
  });

  it('forgets an event at once on a change, and does not keep what a load under way read before it', async () => {
    const { state, load } = loader('e1');
    const other = loader('e2');
    await cachedShareView('Code0001', load, idOf, 1_000);
    await cachedShareView('Code0002', other.load, idOf, 1_000);
    state.version = 2;
    await forgetShareView(stubDb, { id: 'e1', shortCode: 'Code0001' });
    expect((await cachedShareView('Code0001', load, idOf, 1_001))?.version).toBe(2);
    expect(other.state.calls).toBe(1);
    await cachedShareView('Code0002', other.load, idOf, 1_001);
    expect(other.state.calls).toBe(1);

    // a load that began before a change: its answer is not kept, and a request after the change loads again
    clearShareViewCache();
    state.version = 3;
    const early = cachedShareView('Code0001', load, idOf, 2_000);
    state.version = 4;
    await forgetShareView(stubDb, { id: 'e1', shortCode: 'Code0001' });
    expect((await cachedShareView('Code0001', load, idOf, 2_000))?.version).toBe(4);
    expect((await early)?.version).toBe(3);
    expect((await cachedShareView('Code0001', load, idOf, 2_001))?.version).toBe(4);
  });

  it("stops a load under way when another instance purges the code's page, and only that code's", async () => {
    const { state, load } = loader('e1');
    const other = loader('e2');
    const early = cachedShareView('Code0001', load, idOf, 1_000);
    const otherEarly = cachedShareView('Code0002', other.load, idOf, 1_000);
    state.version = 2;
    other.state.version = 2;
    forgetShareViewOfPath('/smartinvite/share/Code0001');
    // a request after the purge does not join the load that read before it
    expect((await cachedShareView('Code0001', load, idOf, 1_000))?.version).toBe(2);
    expect((await early)?.version).toBe(1);
    expect((await cachedShareView('Code0001', load, idOf, 1_001))?.version).toBe(2);
    expect(state.calls).toBe(2);
    // another code's load under way is kept: it is served from memory afterwards
    expect((await otherEarly)?.version).toBe(1);
    expect((await cachedShareView('Code0002', other.load, idOf, 1_001))?.version).toBe(1);
    expect(other.state.calls).toBe(1);
  });

  it('forgets the view behind a purge of the Hindi share page too', async () => {
    const { state, load } = loader('e1');
    await cachedShareView('Code0001', load, idOf, 1_000);
    state.version = 2;
    forgetShareViewOfPath('/hi/smartinvite/share/Code0001');
    expect((await cachedShareView('Code0001', load, idOf, 1_001))?.version).toBe(2);
    forgetShareViewOfPath('/hi/smartinvite/other/Code0001');
    state.version = 3;
    expect((await cachedShareView('Code0001', load, idOf, 1_002))?.version).toBe(2);
  });

  it("an answer on one event leaves every other event's view and load under way", async () => {
    const { load } = loader('e1');
    const other = loader('e2');
    await cachedShareView('Code0001', load, idOf, 1_000);
    const otherEarly = cachedShareView('Code0002', other.load, idOf, 1_000);
    await forgetShareView(stubDb, { id: 'e1', shortCode: 'Code0001' });
    // a burst on the other invite during the answer still shares its one load, and keeps it
    expect((await cachedShareView('Code0002', other.load, idOf, 1_000))?.version).toBe(1);
    expect((await otherEarly)?.version).toBe(1);
    await cachedShareView('Code0002', other.load, idOf, 1_001);
    expect(other.state.calls).toBe(1);
  });

  it('does not keep an unknown code, nor a failed load', async () => {
    const { state, load } = loader(null);
    expect(await cachedShareView('Zz9Zz9Zz', load, idOf, 1_000)).toBeNull();
    expect(await cachedShareView('Zz9Zz9Zz', load, idOf, 1_000)).toBeNull();
    expect(state.calls).toBe(2);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database down'));
    };
    await expect(cachedShareView('Code0003', failing, idOf, 1_000)).rejects.toThrow('database down');
    await expect(cachedShareView('Code0003', failing, idOf, 1_000)).rejects.toThrow('database down');
    expect(calls).toBe(2);
  });

  it(`keeps at most ${SHARE_VIEW_MAX_ENTRIES} codes, dropping the oldest`, async () => {
    const loads = new Map<string, number>();
    const loadOf = (code: string) => async () => {
      loads.set(code, (loads.get(code) ?? 0) + 1);
      return { eventId: code, version: 1 };
    };
    for (let i = 0; i <= SHARE_VIEW_MAX_ENTRIES; i++) await cachedShareView(`C${i}`, loadOf(`C${i}`), idOf, 1_000);
    await cachedShareView(`C${SHARE_VIEW_MAX_ENTRIES}`, loadOf(`C${SHARE_VIEW_MAX_ENTRIES}`), idOf, 1_000);
    await cachedShareView('C0', loadOf('C0'), idOf, 1_000);
    expect([loads.get(`C${SHARE_VIEW_MAX_ENTRIES}`), loads.get('C0')]).toEqual([1, 2]);
  });
  it('is one cache per process: a change forgotten through another copy of the module (an API route’s bundle) reaches the page’s', async () => {
    // a production build gives the API routes and the pages each their own copy of this module
    vi.resetModules();
    const apiCopy = await import('../../../../server/events/shareViewCache');
    const { state, load } = loader('e9');
    expect((await cachedShareView('Code0009', load, idOf, 1_000))?.version).toBe(1);
    state.version = 2; // the host puts a photo on the invite through the API route
    await apiCopy.forgetShareView(stubDb, { id: 'e9', shortCode: 'Code0009' });
    expect((await cachedShareView('Code0009', load, idOf, 1_001))?.version).toBe(2);
    expect(state.calls).toBe(2);
  });
});

describe("the server's shared HTTP cache (server.js)", () => {
  it("is told to drop only the changed event's share page (an answer on one event leaves every other invite's page)", async () => {
    const purgePath = vi.fn(() => 1);
    const purge = vi.fn(() => 1);
    const global = globalThis as { __partySharedCache?: { purge: (prefix: string) => number; purgePath: (path: string) => number } };
    global.__partySharedCache = { purge, purgePath };
    try {
      await forgetShareView(stubDb, { id: 'e1', shortCode: 'Code0001' });
      expect(purgePath.mock.calls).toEqual([['/smartinvite/share/Code0001']]);
      expect(purge).not.toHaveBeenCalled();
      // and tells every other instance (server/realtime/cachePurge.ts)
      expect(notified).toEqual(['{"p":["/smartinvite/share/Code0001"]}']);
    } finally {
      delete global.__partySharedCache;
    }
  });
});
