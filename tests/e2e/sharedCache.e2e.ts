import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';

/**
 * issue 20 section 7: the production server (`npm start`, server.js) answers pages that are the same for
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

/** A URL no other test has asked for (the cache keys on the query string too), so the first answer is a miss. */
const fresh = (path: string) => `${path}?e2e-cache=${randomBytes(4).toString('hex')}`;

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('shared cache in front of Next (issue 20 section 7)', () => {
  for (const encoding of ['gzip', 'identity']) {
    it(`answers /delhi (${encoding}) MISS then HIT, with the same body and headers`, async () => {
      const path = fresh('/delhi');
      const headers = { 'accept-encoding': encoding };
      const miss = await get(path, { headers });
      const hit = await get(path, { headers });
      expect([miss.status, miss.headers.get('x-cache'), hit.status, hit.headers.get('x-cache')]).toEqual([200, 'MISS', 200, 'HIT']);
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
    const path = fresh('/delhi');
    // the plain copy, so that the body's length is the Content-Length (fetch would undo a gzip one)
    const headers = { 'accept-encoding': 'identity' };
    const miss = await get(path, { headers });
    const head = await get(path, { method: 'HEAD', headers });
    expect([head.status, head.headers.get('x-cache'), head.body]).toEqual([200, 'HIT', '']);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(miss.body)));
  });

  it('keeps the home page too (the same static HTML for every visitor)', async () => {
    const path = fresh('/');
    const miss = await get(path);
    const hit = await get(path);
    expect(miss.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=3600');
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(hit.body).toBe(miss.body);
  });

  it('never answers the API from the cache, GET or POST', async () => {
    for (let i = 0; i < 3; i += 1) {
      const health = await get('/api/health');
      expect([health.status, health.headers.get('x-cache')]).toEqual([200, 'MISS']);
    }
    for (let i = 0; i < 2; i += 1) {
      const post = await get('/api/user/otp_generate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(post.status).toBe(400);
      expect(post.headers.get('x-cache')).toBeNull();
    }
  });

  it('never answers a logged-in-only page from the cache', async () => {
    for (const page of ['/orderlist', '/accounts', '/order-details']) {
      const first = await get(page);
      const second = await get(page);
      expect([page, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([page, 'MISS', 'MISS']);
    }
  });
});
