import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { withDatabaseOutagePage } from '../../../../server/http/ssr';
import { logger } from '../../../../server/logger';
import { DEFAULT_LOCALE, LOCALES } from '../../../../lib/i18n/locales';
import {
  createSharedCache,
  etagMatches,
  normalizeAcceptEncoding,
  PREFIXED_LOCALES,
  type SharedCacheOptions,
} from '../../../../server/http/sharedCache';

/** What the small upstream answers: status, headers, body (chunks are written one by one). */
interface Answer {
  status?: number;
  headers?: Record<string, string | string[]>;
  chunks?: string[];
  /** headers given to writeHead rather than set one by one (as Next's compression and send do both) */
  viaWriteHead?: boolean;
}

interface Harness {
  url: string;
  /** requests the upstream saw, by method and URL */
  calls: string[];
  cache: ReturnType<typeof createSharedCache>;
  get: (
    path: string,
    init?: { method?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>;
}

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A node:http server whose handler is the cache in front of `answer` (a function of the request, like
 * Next's request handler).
 */
async function harness(
  answer: (req: IncomingMessage, res: ServerResponse, call: number) => Answer | Promise<void>,
  options: SharedCacheOptions = {},
): Promise<Harness> {
  const calls: string[] = [];
  const cache = createSharedCache(options);
  const upstream = async (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.method} ${req.url}`);
    const result = answer(req, res, calls.length);
    if (result instanceof Promise) return result;
    const { status = 200, headers = {}, chunks = ['body'], viaWriteHead = false } = result;
    if (viaWriteHead) res.writeHead(status, headers);
    else {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    for (const chunk of chunks.slice(0, -1)) res.write(chunk);
    res.end(chunks.at(-1));
  };
  const server = createServer((req, res) => void cache.handle(req, res, upstream));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get: Harness['get'] = (path, init = {}) =>
    new Promise((resolve, reject) => {
      const req = request(`${url}${path}`, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { url, calls, cache, get };
}

const PUBLIC = { 'cache-control': 'public, s-maxage=300, stale-while-revalidate=3600', 'content-type': 'text/html; charset=utf-8' };

describe('shared cache', () => {
  it('keeps a public 200 and answers the next GET and HEAD from memory, with Age and the same headers', async () => {
    const h = await harness(() => ({
      headers: { ...PUBLIC, 'content-security-policy': "default-src 'none'", etag: '"v1"' },
      chunks: ['<html>', 'delhi</html>'],
    }));
    const miss = await h.get('/delhi');
    const hit = await h.get('/delhi');
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.body).toBe('<html>delhi</html>');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-security-policy']).toBe("default-src 'none'");
    expect(hit.headers['cache-control']).toBe(PUBLIC['cache-control']);
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));
    expect(hit.headers.age).toBe('0');
    expect(hit.headers.date).toBeTruthy();
    const head = await h.get('/delhi', { method: 'HEAD' });
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));
    expect(head.body).toBe('');
    // a client holding the entity answers 304 from memory too
    const notModified = await h.get('/delhi', { headers: { 'if-none-match': 'W/"v1"' } });
    expect(notModified.status).toBe(304);
    expect(h.calls).toEqual(['GET /delhi']);
  });

  it('purges the answers under a path prefix (every query, every variant), and nothing else', async () => {
    const h = await harness(() => ({ headers: PUBLIC }));
    for (const path of ['/smartinvite/share/abc', '/smartinvite/share/abc?utm_source=whatsapp', '/smartinvite/share/xyz', '/delhi'])
      await h.get(path);
    // the share page ignores its query: `?utm_source=` is answered from abc's entry and adds none
    expect(h.cache.purge('/smartinvite/share/')).toBe(2);
    expect((await h.get('/smartinvite/share/abc')).headers['x-cache']).toBe('MISS');
    expect((await h.get('/delhi')).headers['x-cache']).toBe('HIT');
  });

  it('reads headers given to writeHead', async () => {
    const h = await harness(() => ({ headers: PUBLIC, viaWriteHead: true }));
    await h.get('/a');
    expect((await h.get('/a')).headers['x-cache']).toBe('HIT');
    expect(h.calls).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['private', { headers: { 'cache-control': 'private, max-age=600' } }],
    ['no-store', { headers: { 'cache-control': 'no-store' } }],
    ['public with no-store', { headers: { 'cache-control': 'public, s-maxage=60, no-store' } }],
    ['no Cache-Control (only heuristically cacheable)', { headers: { 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' } }],
    ['max-age alone (a browser may keep it, a shared cache is not told it may)', { headers: { 'cache-control': 'max-age=600' } }],
    ['a Set-Cookie', { headers: { ...PUBLIC, 'set-cookie': ['session=abc; HttpOnly'] } }],
    ['a 503 outage page', { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } }],
    ['a public 503', { status: 503, headers: PUBLIC }],
    ['a public 404', { status: 404, headers: PUBLIC }],
    ['a public redirect', { status: 301, headers: { ...PUBLIC, location: '/x' } }],
    ['Vary: *', { headers: { ...PUBLIC, vary: '*' } }],
    [
      'must-revalidate (it could never be served without asking again)',
      { headers: { 'cache-control': 'public, max-age=600, must-revalidate' } },
    ],
    ['no-cache', { headers: { 'cache-control': 'public, s-maxage=600, no-cache' } }],
  ])('never keeps an answer with %s', async (_, answer) => {
    const h = await harness(() => answer);
    const first = await h.get('/page');
    expect(h.cache.stats()).toEqual({ entries: 0, bytes: 0 });
    const second = await h.get('/page');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(h.calls).toEqual(['GET /page', 'GET /page']);
  });

  it("never keeps the outage wrapper's 503, even from a page that declared itself public first", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let down = true;
    // as the city photography and buffet pages do: Cache-Control first, then the data (server/http/ssr.ts)
    const getServerSideProps = withDatabaseOutagePage(async (context) => {
      context.res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
      if (down) {
        const driverError = new DatabaseError('terminating connection due to administrator command', 0, 'error');
        driverError.code = '57P01';
        throw new DrizzleQueryError('select 1', [], driverError);
      }
      return { props: {} };
    });
    const h = await harness(async (req, res) => {
      await getServerSideProps({ req, res, resolvedUrl: req.url ?? '/', query: {} } as unknown as GetServerSidePropsContext);
      if (!res.writableEnded) res.end('page');
    });
    const outage = [await h.get('/delhi/photography-page'), await h.get('/delhi/photography-page')];
    expect(outage.map((r) => [r.status, r.headers['x-cache'], r.headers['cache-control']])).toEqual(
      Array(2).fill([503, 'MISS', 'no-store']),
    );
    down = false;
    const back = [await h.get('/delhi/photography-page'), await h.get('/delhi/photography-page')];
    expect(back.map((r) => [r.status, r.headers['x-cache'], r.body])).toEqual([
      [200, 'MISS', 'page'],
      [200, 'HIT', 'page'],
    ]);
    vi.restoreAllMocks();
  });

  it('never keeps a 304 nor answers with one it did not keep', async () => {
    const h = await harness((req) =>
      req.headers['if-none-match'] === '"v1"'
        ? { status: 304, headers: { ...PUBLIC, etag: '"v1"' }, chunks: [''] }
        : { headers: { ...PUBLIC, etag: '"v1"' } },
    );
    expect((await h.get('/p', { headers: { 'if-none-match': '"v1"' } })).status).toBe(304);
    const full = await h.get('/p');
    expect([full.status, full.headers['x-cache'], full.body]).toEqual([200, 'MISS', 'body']);
  });

  it('passes POST and other methods through untouched, and never answers them from memory', async () => {
    const h = await harness((req) => ({ headers: PUBLIC, chunks: [req.method ?? ''] }));
    await h.get('/api/x');
    const post = await h.get('/api/x', { method: 'POST' });
    expect(post.body).toBe('POST');
    expect(post.headers['x-cache']).toBeUndefined();
    expect(h.calls).toEqual(['GET /api/x', 'POST /api/x']);
  });

  it('does not keep an answer to a HEAD (it has no body): the next GET is a miss', async () => {
    const h = await harness(() => ({ headers: PUBLIC }));
    const head = await h.get('/h', { method: 'HEAD' });
    expect(head.headers['x-cache']).toBe('MISS');
    const get = await h.get('/h');
    expect([get.headers['x-cache'], get.body]).toEqual(['MISS', 'body']);
    expect((await h.get('/h')).headers['x-cache']).toBe('HIT');
  });

  it('keeps an answer to a request with Authorization only where the answer allows it (public, s-maxage)', async () => {
    const h = await harness((req) => ({
      headers: req.url === '/mine' ? { 'cache-control': 'private, max-age=60' } : PUBLIC,
      chunks: [req.headers.authorization ? 'for the bearer' : 'for anyone'],
    }));
    await h.get('/mine', { headers: { authorization: 'Bearer one' } });
    const other = await h.get('/mine');
    expect([other.headers['x-cache'], other.body]).toEqual(['MISS', 'for anyone']);
    await h.get('/public', { headers: { authorization: 'Bearer one' } });
    expect((await h.get('/public')).headers['x-cache']).toBe('HIT');
  });

  it('goes straight to the upstream for preview/draft and on-demand revalidation requests', async () => {
    const h = await harness(() => ({ headers: PUBLIC }));
    await h.get('/d');
    expect((await h.get('/d', { headers: { cookie: 'a=1; __prerender_bypass=x' } })).headers['x-cache']).toBeUndefined();
    expect((await h.get('/d', { headers: { 'x-prerender-revalidate': 'x' } })).headers['x-cache']).toBeUndefined();
    expect(h.calls).toHaveLength(3);
  });

  it('honours Vary: a gzip and a plain copy, whatever the spelling of Accept-Encoding', async () => {
    const h = await harness((req) => ({
      headers: { ...PUBLIC, vary: 'Accept-Encoding', ...(req.headers['accept-encoding'] === 'gzip' ? { 'content-encoding': 'gzip' } : {}) },
      chunks: [req.headers['accept-encoding'] === 'gzip' ? 'GZ' : 'PLAIN'],
    }));
    const gz = await h.get('/v', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await h.get('/v');
    expect([gz.headers['x-cache'], gz.body, plain.headers['x-cache'], plain.body]).toEqual(['MISS', 'GZ', 'MISS', 'PLAIN']);
    const gzHit = await h.get('/v', { headers: { 'accept-encoding': 'br, gzip;q=0.8, zstd' } });
    const plainHit = await h.get('/v', { headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect([gzHit.headers['x-cache'], gzHit.body, gzHit.headers['content-encoding']]).toEqual(['HIT', 'GZ', 'gzip']);
    expect([plainHit.headers['x-cache'], plainHit.body, plainHit.headers['content-encoding']]).toEqual(['HIT', 'PLAIN', undefined]);
    expect(h.calls).toHaveLength(2);
  });

  it('honours Vary on any header', async () => {
    const h = await harness((req) => ({
      headers: { ...PUBLIC, vary: 'Accept-Language' },
      chunks: [String(req.headers['accept-language'])],
    }));
    await h.get('/l', { headers: { 'accept-language': 'hi' } });
    await h.get('/l', { headers: { 'accept-language': 'en' } });
    expect((await h.get('/l', { headers: { 'accept-language': 'hi' } })).body).toBe('hi');
    expect((await h.get('/l', { headers: { 'accept-language': 'en' } })).body).toBe('en');
    expect(h.calls).toHaveLength(2);
  });

  it('serves a stale answer within stale-while-revalidate while one background request refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const h = await harness(async (req, res, call) => {
      // the refresh (second call) is held until the test has sent its stale requests
      if (call === 2) await held;
      res.setHeader('cache-control', 'public, s-maxage=10, stale-while-revalidate=100');
      res.end(`version ${call}`);
    });
    expect((await h.get('/s')).body).toBe('version 1');
    vi.setSystemTime(start + 5_000);
    expect((await h.get('/s')).headers['x-cache']).toBe('HIT');
    vi.setSystemTime(start + 20_000);
    const stale = await Promise.all([1, 2, 3, 4, 5].map(() => h.get('/s')));
    expect(stale.map((r) => [r.headers['x-cache'], r.body])).toEqual(Array(5).fill(['STALE', 'version 1']));
    expect(Number(stale[0]?.headers.age)).toBeGreaterThanOrEqual(20);
    await vi.waitFor(() => expect(h.calls).toHaveLength(2));
    release();
    await vi.waitFor(async () => expect((await h.get('/s')).body).toBe('version 2'));
    expect(h.calls).toHaveLength(2);
    // past the stale-while-revalidate window nothing stale is served
    vi.setSystemTime(start + 200_000);
    const late = await h.get('/s');
    expect([late.headers['x-cache'], late.body]).toEqual(['MISS', 'version 3']);
  });

  it('keeps serving the stale answer when the refresh fails (an outage), and refreshes once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const h = await harness((_, __, call) =>
      call === 1
        ? { headers: { 'cache-control': 'public, s-maxage=10, stale-while-revalidate=100' }, chunks: ['good'] }
        : { status: 503, headers: { 'cache-control': 'no-store' }, chunks: ['down'] },
    );
    await h.get('/o');
    vi.setSystemTime(start + 20_000);
    expect((await h.get('/o')).body).toBe('good');
    await vi.waitFor(() => expect(h.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await h.get('/o');
    expect([again.headers['x-cache'], again.body]).toEqual(['STALE', 'good']);
    expect(h.calls).toHaveLength(2);
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const page = 'x'.repeat(10_000);
    const h = await harness(() => ({ headers: PUBLIC, chunks: [page] }), { maxBytes: 35_000 });
    for (const path of ['/1', '/2', '/3', '/4', '/5']) await h.get(path);
    expect(h.cache.stats().bytes).toBeLessThanOrEqual(35_000);
    expect(h.cache.stats().entries).toBe(3);
    expect((await h.get('/5')).headers['x-cache']).toBe('HIT');
    expect((await h.get('/1')).headers['x-cache']).toBe('MISS');
  });

  it('streams an answer larger than an entry may be, whole, and does not keep it', async () => {
    const chunk = 'y'.repeat(64 * 1024);
    const h = await harness(() => ({ headers: PUBLIC, chunks: Array(8).fill(chunk) }), { maxBytes: 1024 * 1024, maxEntryBytes: 100_000 });
    const big = await h.get('/big');
    expect(big.body.length).toBe(8 * chunk.length);
    expect((await h.get('/big')).headers['x-cache']).toBe('MISS');
    expect(h.cache.stats().bytes).toBe(0);
  });

  it('passes an answer it may not keep on as it is written (streaming), not when it ends', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const h = await harness(async (_, res) => {
      res.writeHead(200, { 'cache-control': 'private, no-store', 'content-type': 'application/zip' });
      res.write('first part;');
      await held;
      res.end('rest');
    });
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${h.url}/api/photo/zip`, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (data: string) => {
          text += data;
          // the first part arrived while the upstream is still holding the rest
          if (text === 'first part;') release();
        });
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('first part;rest');
  });

  it('never stores nor looks up the API, however public its answer (/api/openapi.json?evict=N)', async () => {
    const h = await harness(() => ({ headers: { 'cache-control': 'public, max-age=300', 'content-type': 'application/json' } }));
    for (const path of ['/api/openapi.json', '/api/openapi.json', '/api/openapi.json?evict=1', '/%61pi/openapi.json', '//api/x']) {
      expect((await h.get(path)).headers['x-cache']).toBeUndefined();
    }
    expect(h.calls).toHaveLength(5);
    expect(h.cache.stats().entries).toBe(0);
  });

  it('keeps answers up to 256 KiB by default: larger ones stream through unkept', async () => {
    const h = await harness((req) => ({ headers: PUBLIC, chunks: ['z'.repeat(req.url === '/large' ? 300 * 1024 : 200 * 1024)] }));
    await h.get('/large');
    await h.get('/small');
    expect((await h.get('/large')).headers['x-cache']).toBe('MISS');
    expect((await h.get('/small')).headers['x-cache']).toBe('HIT');
  });

  it('cannot be emptied by anonymous requests: 70 large API answers and 70 new queries leave the pages in place', async () => {
    const big = 'j'.repeat(972 * 1024);
    const h = await harness((req) =>
      req.url!.startsWith('/api/')
        ? { headers: { 'cache-control': 'public, max-age=300', 'content-type': 'application/json' }, chunks: [big] }
        : { headers: PUBLIC, chunks: [`page ${req.url!.split('?')[0]}`] },
    );
    for (const path of ['/delhi', '/mumbai', '/services']) await h.get(path);
    for (let n = 0; n < 70; n += 1) {
      await h.get(`/api/openapi.json?evict=${n}`);
      await h.get(`/delhi?evict=${n}`);
    }
    expect(h.cache.stats().entries).toBe(3);
    for (const path of ['/delhi', '/mumbai', '/services']) expect((await h.get(path)).headers['x-cache']).toBe('HIT');
  });

  it('keeps a page that ignores its query as one entry: any query is answered from it and never adds one', async () => {
    const h = await harness((req) => ({ headers: PUBLIC, chunks: [`page for ${req.url}`] }));
    // an answer to a request with a query the page does not name is passed on, not kept (Next writes the query into it)
    const first = await h.get('/delhi?utm_source=whatsapp');
    expect([first.headers['x-cache'], first.body]).toEqual(['MISS', 'page for /delhi?utm_source=whatsapp']);
    expect(h.cache.stats().entries).toBe(0);
    await h.get('/delhi');
    for (const path of ['/delhi?utm_source=whatsapp&utm_campaign=diwali', '/delhi?evict=1', '/delhi?']) {
      const answer = await h.get(path);
      expect([answer.headers['x-cache'], answer.body]).toEqual(['HIT', 'page for /delhi']);
    }
    expect(h.cache.stats().entries).toBe(1);
    expect(h.calls).toEqual(['GET /delhi?utm_source=whatsapp', 'GET /delhi']);
  });

  it('keys a page on the query parameters it names in X-Cache-Query, and on no others', async () => {
    const h = await harness((req) => ({ headers: { ...PUBLIC, 'x-cache-query': 'page' }, chunks: [`reviews ${req.url}`] }));
    await h.get('/reviews');
    await h.get('/reviews?page=2');
    expect((await h.get('/reviews?page=2&utm_source=x')).body).toBe('reviews /reviews?page=2');
    expect((await h.get('/reviews?utm_source=x')).body).toBe('reviews /reviews');
    expect((await h.get('/reviews?page=3&evict=1')).headers['x-cache']).toBe('MISS');
    expect(h.cache.stats().entries).toBe(2);
  });

  it("keys on the configured site host, not the request's Host", async () => {
    const h = await harness((req) => ({ headers: PUBLIC, chunks: [`for ${req.headers.host}`] }), { siteUrl: 'https://www.example.in' });
    await h.get('/delhi', { headers: { host: 'www.example.in' } });
    for (let n = 0; n < 5; n += 1) {
      const answer = await h.get('/delhi', { headers: { host: `evict-${n}.example.net` } });
      expect([answer.headers['x-cache'], answer.body]).toEqual(['HIT', 'for www.example.in']);
    }
    expect(h.cache.stats().entries).toBe(1);
    expect(h.calls).toHaveLength(1);
  });

  it("purges exactly one page's answers (purgePath), every query and variant, and no other page", async () => {
    const h = await harness(() => ({ headers: { ...PUBLIC, vary: 'accept-language' } }));
    await h.get('/smartinvite/share/abc', { headers: { 'accept-language': 'en' } });
    await h.get('/smartinvite/share/abc', { headers: { 'accept-language': 'hi' } });
    await h.get('/smartinvite/share/abcd');
    await h.get('/smartinvite/share/xyz');
    await h.get('/_next/data/build-1/smartinvite/share/abc.json');
    await h.get('/_next/data/build-1/smartinvite/share/abcd.json');
    expect(h.cache.purgePath('/smartinvite/share/abc')).toBe(2);
    expect((await h.get('/_next/data/build-1/smartinvite/share/abc.json')).headers['x-cache']).toBe('MISS');
    expect((await h.get('/_next/data/build-1/smartinvite/share/abcd.json')).headers['x-cache']).toBe('HIT');
    expect((await h.get('/smartinvite/share/abc', { headers: { 'accept-language': 'hi' } })).headers['x-cache']).toBe('MISS');
    expect((await h.get('/smartinvite/share/abcd')).headers['x-cache']).toBe('HIT');
    expect((await h.get('/smartinvite/share/xyz')).headers['x-cache']).toBe('HIT');
  });

  it('purges a page in every language with its data routes (purgePath), given either language', async () => {
    const h = await harness(() => ({ headers: PUBLIC }));
    const cached = [
      '/delhi',
      '/hi/delhi',
      '/_next/data/build-1/en/delhi.json',
      '/_next/data/build-1/hi/delhi.json',
      '/_next/data/build-1/delhi.json',
    ];
    const others = ['/delhi/green-park', '/hi/delhi/green-park', '/_next/data/build-1/hi/delhi/green-park.json', '/hi/noida'];
    for (const path of [...cached, ...others]) await h.get(path);
    expect(h.cache.purgePath('/hi/delhi')).toBe(cached.length);
    for (const path of cached) expect((await h.get(path)).headers['x-cache']).toBe('MISS');
    for (const path of others) expect((await h.get(path)).headers['x-cache']).toBe('HIT');
    expect(h.cache.purgePath('/delhi')).toBe(cached.length);
  });

  it('purges the home page in both languages (`/` and `/hi`) with its data routes', async () => {
    const h = await harness(() => ({ headers: PUBLIC }));
    const home = ['/', '/hi', '/_next/data/build-1/en.json', '/_next/data/build-1/hi.json', '/_next/data/build-1/index.json'];
    for (const path of [...home, '/hindi', '/hi/delhi']) await h.get(path);
    expect(h.cache.purgePath('/')).toBe(home.length);
    expect((await h.get('/hindi')).headers['x-cache']).toBe('HIT');
    expect((await h.get('/hi/delhi')).headers['x-cache']).toBe('HIT');
  });

  it('knows the same prefixed languages as lib/i18n/locales', () => {
    expect([...PREFIXED_LOCALES]).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
  });

  it.each([404, 410, 307])('drops a stored page at once when its background refresh answers %i (a deleted invite)', async (gone) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const h = await harness((_, __, call): Answer =>
      call === 1
        ? { headers: { 'cache-control': 'public, s-maxage=5, stale-while-revalidate=30' }, chunks: ['the invite'] }
        : { status: gone, headers: { 'cache-control': 'private, no-cache', location: '/wonderland' }, chunks: ['gone'] },
    );
    await h.get('/smartinvite/share/abc');
    vi.setSystemTime(start + 6_000);
    expect((await h.get('/smartinvite/share/abc')).headers['x-cache']).toBe('STALE');
    await vi.waitFor(() => expect(h.calls).toHaveLength(2));
    await vi.waitFor(() => expect(h.cache.stats().entries).toBe(0));
    const after = await h.get('/smartinvite/share/abc');
    expect([after.status, after.body]).toEqual([gone, 'gone']);
  });

  it('is off with a bound of 0', async () => {
    const h = await harness(() => ({ headers: PUBLIC }), { maxBytes: 0 });
    await h.get('/z');
    expect((await h.get('/z')).headers['x-cache']).toBeUndefined();
    expect(h.calls).toHaveLength(2);
  });
});

describe('normalizeAcceptEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br;q=1.0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0', undefined],
    ['br', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => expect(normalizeAcceptEncoding(value)).toBe(expected));
});

describe('etagMatches', () => {
  it('compares weakly and takes lists and *', () => {
    expect(etagMatches('W/"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
