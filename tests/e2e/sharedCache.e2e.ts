import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createInviteAt, loginTokenAt } from '../helpers/httpApi';
import { TEST_DATABASE_URL } from '../helpers/testDatabases';
import { e2eLogin } from './server';
import { setUpTwoInstances } from './twoInstances';

/**
 * the production server (`npm start`, server.js) answers pages that are the same for
 * every visitor from its shared cache; nothing per-visitor or uncacheable is ever answered from it.
 */
const baseURL = inject('baseURL');

/** The headers a cached copy must carry exactly as Next sent them (security headers of next.config.js included). */
const KEPT_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
  'content-type',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
];

/** The path with a query parameter no page names (X-Cache-Query): answered from the page's one entry, never kept apart. */
const withJunkQuery = (path: string) => `${path}?e2e-cache=${randomBytes(4).toString('hex')}`;

/** What the cache says of a page another file may have asked for first: not yet kept, kept, or kept past s-maxage. */
const CACHE_STATES = ['MISS', 'HIT', 'STALE'];

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Waits until the cache answers `path` as a hit: a stale entry is refreshed in the background after its answer. */
async function untilHit(path: string, init: RequestInit = {}) {
  await expect.poll(async () => (await get(path, init)).headers.get('x-cache')).toBe('HIT');
}

describe('shared cache in front of Next', () => {
  for (const encoding of ['gzip', 'identity']) {
    it(`answers /delhi (${encoding}) from its one entry, with the same body and headers`, async () => {
      const path = '/delhi';
      const headers = { 'accept-encoding': encoding };
      // another file may have asked for /delhi already (the cache keys on the path, not on unknown queries), long
      // enough ago for its entry to be stale: that answer refreshes it in the background, and then it is a hit
      const miss = await get(path, { headers });
      expect([miss.status, CACHE_STATES.includes(miss.headers.get('x-cache') ?? '')]).toEqual([200, true]);
      await untilHit(path, { headers });
      const hit = await get(path, { headers });
      expect([hit.status, hit.headers.get('x-cache')]).toEqual([200, 'HIT']);
      expect(hit.body).toBe(miss.body);
      expect(hit.body).toContain('Delhi');
      for (const name of KEPT_HEADERS) expect([name, hit.headers.get(name)]).toEqual([name, miss.headers.get(name)]);
      expect(hit.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
      expect(hit.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(Number(hit.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(hit.headers.get('date')).toBeTruthy();
      expect(hit.headers.get('set-cookie')).toBeNull();
    });
  }

  it('answers a HEAD of a cached page from the cache, without a body', async () => {
    const path = '/delhi';
    // the plain copy, so that the body's length is the Content-Length (fetch would undo a gzip one)
    const headers = { 'accept-encoding': 'identity' };
    const miss = await get(path, { headers });
    await untilHit(path, { headers });
    const head = await get(path, { method: 'HEAD', headers });
    expect([head.status, head.headers.get('x-cache'), head.body]).toEqual([200, 'HIT', '']);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(miss.body)));
  });

  it('keeps the home page too (the same static HTML for every visitor)', async () => {
    // other files ask for / too: the first answer here may be a miss, a hit or (past s-maxage) stale, refreshed
    const miss = await get('/');
    expect(miss.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=3600');
    expect(CACHE_STATES).toContain(miss.headers.get('x-cache'));
    await untilHit('/');
    const hit = await get('/');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.body).toBe(miss.body);
  });

  it('answers a page with any unknown query from its one entry, and never keeps them apart (no eviction by ?evict=N)', async () => {
    const page = await get('/delhi', { headers: { 'accept-encoding': 'identity' } });
    for (let n = 0; n < 5; n += 1) {
      const junk = await get(withJunkQuery('/delhi'), { headers: { 'accept-encoding': 'identity' } });
      expect([junk.status, junk.headers.get('x-cache')]).toEqual([200, 'HIT']);
      expect(junk.body).toBe(page.body);
    }
  });

  it('never answers the API from the cache (nor looks it up), GET or POST, however large or public', async () => {
    for (let i = 0; i < 3; i += 1) {
      const health = await get('/api/health');
      expect([health.status, health.headers.get('x-cache')]).toEqual([200, null]);
    }
    for (let i = 0; i < 2; i += 1) {
      const openapi = await get(`/api/openapi.json?evict=${i}`);
      expect([openapi.status, openapi.headers.get('x-cache')]).toEqual([200, null]);
    }
    for (let i = 0; i < 2; i += 1) {
      const post = await get('/api/user/otp_generate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(post.status).toBe(400);
      expect(post.headers.get('x-cache')).toBeNull();
    }
  });

  it('never answers a logged-in-only page from the cache', async () => {
    for (const page of ['/orderlist', '/accounts', '/order-details', '/hi/orderlist', '/hi/accounts', '/checkout', '/hi/chat']) {
      const first = await get(page);
      const second = await get(page);
      expect([page, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([page, 'MISS', 'MISS']);
    }
  });
});

/** A purge of a page drops it in every language: the Hindi copy (`/hi/...`) is never served after the English one went. */
describe('shared cache purges a page in both languages', () => {
  it("drops a deleted invite's share page, English and Hindi, at once", async () => {
    const token = await loginTokenAt(baseURL, e2eLogin('sharedCache', 0));
    expect(token).toBeTruthy();
    const host = { Authorization: `Bearer ${token}` };
    const created = await createInviteAt(baseURL, 'Cache purge in both languages', host);
    expect(created.status).toBe(201);
    const { _id: eventId, shortCode } = ((await created.json()) as { data: { _id: string; shortCode: string } }).data;
    const paths = [`/smartinvite/share/${shortCode}`, `/hi/smartinvite/share/${shortCode}`];
    for (const path of paths) {
      await get(path);
      await untilHit(path);
    }
    const deleted = await fetch(`${baseURL}/api/customer/event/event-invites/${eventId}`, { method: 'DELETE', headers: host });
    expect(deleted.status).toBe(200);
    for (const path of paths) {
      const after = await get(path);
      expect([path, after.status, after.headers.get('x-cache')]).toEqual([path, 404, 'MISS']);
    }
  });
});

/**
 * A deleted invite leaves the shared cache of every instance at once (the cache_purge bus, LISTEN/NOTIFY), not after
 * the share page's s-maxage (5 s): two production servers on one PostgreSQL, a throw-away database of its own.
 */
describe.skipIf(!TEST_DATABASE_URL)('shared cache purges across two app instances [postgres]', () => {
  const instances = setUpTwoInstances();

  it("drops a deleted invite's share page from the other instance's cache within a second", async () => {
    const { first, second } = instances;
    const token = await loginTokenAt(first.baseURL, e2eLogin('sharedCache', 0));
    expect(token).toBeTruthy();
    const host = { Authorization: `Bearer ${token}` };
    const created = await createInviteAt(first.baseURL, 'Cache purge across instances', host);
    expect(created.status).toBe(201);
    const { _id: eventId, shortCode } = ((await created.json()) as { data: { _id: string; shortCode: string } }).data;
    const sharePath = `/smartinvite/share/${shortCode}`;
    const atSecond = () => fetch(`${second.baseURL}${sharePath}`, { redirect: 'manual' });
    await atSecond();
    const cached = await atSecond();
    expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(await cached.text()).toContain('Cache purge across instances');

    const deleted = await fetch(`${first.baseURL}/api/customer/event/event-invites/${eventId}`, { method: 'DELETE', headers: host });
    expect(deleted.status).toBe(200);
    const deletedAt = Date.now();
    let after = await atSecond();
    while (after.status === 200 && Date.now() - deletedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await atSecond();
    }
    // the share page of a deleted invite answers 404 and says so, never the cached invite (nor the invites' landing page)
    expect([after.status, after.headers.get('x-cache')]).toEqual([404, 'MISS']);
    expect(await after.text()).toContain('This invite does not exist or was removed');
    expect(Date.now() - deletedAt).toBeLessThan(1000);
  });
});
