// @ts-check
'use strict';
/**
 * A shared HTTP cache (RFC 9111) in front of Next.js's request handler (`/delhi` at
 * half the rate of a static-file server, which Next's own per-request cost cannot reach). Plain CommonJS
 * because server.js, which `npm start` runs with node, requires it without a compiler (types:
 * sharedCache.d.ts).
 *
 * - Stores only a 200 answer to a GET that explicitly allows a shared cache (`public` or `s-maxage` in
 *   Cache-Control), with no Set-Cookie, that http-cache-semantics finds storable (no `private`/`no-store`,
 *   an `Authorization` request only where the response allows it, no `Vary: *`). Never a HEAD answer,
 *   a 304, a non-200 (the outage page's 503) or anything after a non-GET.
 * - Serves a hit straight from node:http with the stored headers, `Age` and `X-Cache: HIT`; HEAD gets the
 *   headers of the stored GET. A stale answer inside `stale-while-revalidate` is served (`X-Cache: STALE`)
 *   while one background request refreshes it (never one per request).
 * - Honours `Vary`: a URL keeps a few variants, matched by http-cache-semantics. Accept-Encoding is
 *   normalised to `gzip` or nothing before Next sees it (Next only gzips), so a URL has at most two
 *   encodings rather than one per browser's spelling of the header.
 * - Memory is bounded: an LRU by bytes (`maxBytes`), and an answer larger than `maxEntryBytes` (256 KiB) streams
 *   through without being kept (its buffered part is dropped as soon as it passes the bound), so a few large
 *   answers cannot push every page out.
 * - Never stores nor looks up the API (`/api/*`: answers per caller, large documents such as the OpenAPI one) or
 *   Next's image optimizer (`/_next/image`, an answer per query).
 * - Keys on the configured site host (`siteUrl`, NEXT_PUBLIC_SITE_URL), never the request's `Host`, and on the path
 *   with only the query parameters the page says its content depends on (response header `X-Cache-Query: page,city`;
 *   none by default): a page that ignores its query is one entry, which answers `?utm_source=...` or any other query
 *   too. An answer to a request with a parameter the page does not name is passed on but not kept (Next writes the
 *   query into the page), so unknown queries can never add entries.
 * - A background refresh answered 404, 410 or a redirect (the page is gone: a deleted invite's share page redirects)
 *   drops the stored answer at once.
 */
const { randomBytes } = require('node:crypto');
const { request: httpRequest } = require('node:http');
const CachePolicy = require('http-cache-semantics');
const { LRUCache } = require('lru-cache');

/** The response header that says how the cache answered. */
const X_CACHE = 'x-cache';
/** Variants (by `Vary`) kept per URL; the oldest gives way. */
const MAX_VARIANTS = 4;
/** Bytes counted per stored answer on top of its body and headers (objects, policy). */
const ENTRY_OVERHEAD_BYTES = 1024;
/** After a failed background refresh, the next stale hit may try again after this long. */
const REFRESH_RETRY_MS = 10_000;
/**
 * Requests Next.js answers differently from the same URL without them (draft/preview mode, on-demand
 * revalidation, client-side data and router requests), which no `Vary` would tell a cache: they go
 * straight to Next.
 */
const BYPASS_HEADERS = ['x-prerender-revalidate', 'x-nextjs-data', 'rsc', 'next-router-state-tree', 'next-action'];
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Request headers a background refresh carries over (besides those the stored answer varies on). */
const REFRESH_HEADERS = ['accept', 'accept-language', 'user-agent'];
/** The largest answer kept by default (bytes): pages are 20-150 kB; anything larger streams through. */
const DEFAULT_MAX_ENTRY_BYTES = 256 * 1024;
/** Paths never stored nor looked up (after percent-decoding): the API and Next's image optimizer. */
const UNCACHED_PATH = /^\/+(?:api|_next\/image)(?:\/|$)/i;
/** The response header with which a page names the query parameters its content depends on (comma list). */
const QUERY_HEADER = 'x-cache-query';
/** Paths whose named query parameters are remembered (the names of a path's last stored answer). */
const MAX_QUERY_PATHS = 10_000;

/**
 * A request URL split into its path and parameters.
 * @param {string | undefined} url
 */
function splitUrl(url) {
  const text = url ?? '/';
  const mark = text.indexOf('?');
  return mark < 0
    ? { path: text, params: new URLSearchParams() }
    : { path: text.slice(0, mark), params: new URLSearchParams(text.slice(mark + 1)) };
}

/**
 * Whether a path is one the cache leaves alone (`UNCACHED_PATH`), also when percent-encoded.
 * @param {string} path
 */
function uncachedPath(path) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: Next answers 400, which is never kept; test the raw path
  }
  return UNCACHED_PATH.test(path) || UNCACHED_PATH.test(decoded);
}

/**
 * The query parameter names a response says its content depends on.
 * @param {string | undefined} value the `X-Cache-Query` header
 * @returns {string[]} sorted, without duplicates
 */
function namedQuery(value) {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ].sort();
}

/**
 * The canonical path and query of a request for a page that depends on `names` only: other parameters dropped,
 * the named ones sorted.
 * @param {string} path
 * @param {URLSearchParams} params
 * @param {readonly string[]} names
 */
function canonicalUrl(path, params, names) {
  const kept = new URLSearchParams();
  for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * @typedef {object} StoredAnswer
 * @property {CachePolicy} policy
 * @property {Buffer} body
 * @property {number} size bytes counted against the bound
 * @property {number} refreshingSince 0, or when (ms) a background refresh of it started
 * @property {string} variant the request's values of the headers the answer varies on (replacing only)
 */

/**
 * The values of the request headers an answer varies on, as one string: a new answer replaces the stored
 * one with the same string (matching a request is left to http-cache-semantics).
 * @param {string | undefined} vary the answer's Vary
 * @param {Record<string, string>} requestHeaders
 */
function variantOf(vary, requestHeaders) {
  return (vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => `${name}=${requestHeaders[name] ?? ''}`)
    .join('\n');
}

/**
 * `gzip` when the client takes gzip (Next's only encoding), otherwise undefined (identity).
 * @param {string | string[] | undefined} value the request's Accept-Encoding
 * @returns {'gzip' | undefined}
 */
function normalizeAcceptEncoding(value) {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (!text) return undefined;
  for (const part of text.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return 'gzip';
  }
  return undefined;
}

/**
 * Headers as http-cache-semantics reads them: lower-case names, one string each.
 * @param {import('node:http').IncomingHttpHeaders | import('node:http').OutgoingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
function flatHeaders(headers) {
  /** @type {Record<string, string>} */
  const flat = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}

/**
 * The request as a cache policy sees it: a GET (HEAD is looked up as the GET it mirrors) of the canonical URL on
 * the site's host.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} url the canonical path and query
 * @param {string} host the configured site host
 */
function policyRequest(req, url, host) {
  return { method: 'GET', url, headers: { ...flatHeaders(req.headers), host } };
}

/**
 * Whether Cache-Control explicitly lets a shared cache keep the answer (`public` or `s-maxage`): answers
 * that are only heuristically cacheable (no Cache-Control, a `Last-Modified`) are never kept.
 * @param {string | undefined} cacheControl
 */
function explicitlyShared(cacheControl) {
  return /(?:^|,)\s*(?:public|s-maxage\s*=)/i.test(cacheControl ?? '');
}

/**
 * Whether an If-None-Match request header matches an entity tag (weak comparison, RFC 9110 13.1.2).
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} etag
 */
function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/**
 * A chunk as `res.write`/`res.end` take it, as bytes.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
function chunkBytes(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

/**
 * Creates the shared cache.
 * @param {import('./sharedCache').SharedCacheOptions} [options]
 * @returns {import('./sharedCache').SharedCache}
 */
function createSharedCache(options = {}) {
  const maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
  const maxEntryBytes = Math.min(options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES, maxBytes);
  /** The host every key is on: the configured site's, never the request's (any Host reaches the same pages). */
  const siteHost = options.siteUrl ? new URL(options.siteUrl).host.toLowerCase() : '';
  const onError = options.onError ?? (() => {});
  /** A per-process secret: only this cache's own background refresh skips the lookup. */
  const refreshToken = randomBytes(16).toString('hex');
  const refreshHeader = 'x-shared-cache-refresh';

  /** @type {LRUCache<string, StoredAnswer[]>} */
  const store = new LRUCache({
    // at least 1: lru-cache wants a bound (a bound of 0 never gets here, see handle)
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (variants) =>
      Math.max(
        1,
        variants.reduce((sum, v) => sum + v.size, 0),
      ),
  });

  /** @type {LRUCache<string, string[]>} the query parameters each path's stored answer depends on */
  const queryNames = new LRUCache({ max: MAX_QUERY_PATHS });

  /**
   * The cache key of a canonical URL: the site host and the URL (http-cache-semantics checks both too).
   * @param {string} url
   */
  const keyOf = (url) => `${siteHost}${url}`;

  /**
   * Stores an answer, replacing the variant it matches.
   * @param {string} key
   * @param {CachePolicy} policy
   * @param {Buffer} body
   * @param {Record<string, string>} requestHeaders
   */
  const put = (key, policy, body, requestHeaders) => {
    const headers = policy.responseHeaders();
    const headerBytes = Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    /** @type {StoredAnswer} */
    const answer = {
      policy,
      body,
      size: body.length + headerBytes + ENTRY_OVERHEAD_BYTES,
      refreshingSince: 0,
      variant: variantOf(headers.vary, requestHeaders),
    };
    if (answer.size > maxEntryBytes) return;
    // the new answer replaces the one of its variant, and any that can no longer be served
    const others = (store.get(key) ?? []).filter((v) => v.variant !== answer.variant && v.policy.timeToLive() > 0);
    store.set(key, [answer, ...others].slice(0, MAX_VARIANTS));
  };

  /**
   * Asks the server itself (over loopback, with the refresh token) for a fresh copy of a stale answer;
   * the answer is stored by the same path as any miss.
   * @param {import('node:http').IncomingMessage} req
   * @param {StoredAnswer} answer
   * @param {string} url the canonical path and query of the stored answer (never the visitor's other parameters)
   */
  const refreshInBackground = (req, answer, url) => {
    const started = Date.now();
    if (answer.refreshingSince && started - answer.refreshingSince < REFRESH_RETRY_MS) return;
    answer.refreshingSince = started;
    const socket = req.socket;
    const port = socket.localPort;
    if (!port) return;
    // Only what the stored answer varies on and a few harmless headers: never cookies or Authorization,
    // so nothing of one visitor goes into the shared copy.
    const vary = String(answer.policy.responseHeaders().vary ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    /** @type {Record<string, string>} */
    const headers = { [refreshHeader]: refreshToken };
    for (const name of ['host', ...REFRESH_HEADERS, ...vary]) {
      const value = req.headers[name];
      if (typeof value === 'string' && name !== 'cookie' && name !== 'authorization') headers[name] = value;
    }
    const local = socket.localAddress ?? '127.0.0.1';
    const hostname = local.startsWith('::ffff:') ? local.slice(7) : local;
    // the answer is stored on its way through (fetchAndStore); one that cannot replace the stored answer
    // (an error page during an outage) leaves it to be served, and tried again after REFRESH_RETRY_MS
    const refresh = httpRequest({ hostname, port, path: url, method: 'GET', headers }, (response) => response.resume());
    refresh.on('error', (error) => onError(error, url.split('?')[0] ?? '/'));
    refresh.setTimeout(30_000, () => refresh.destroy(new Error('background refresh timed out')));
    refresh.end();
  };

  /**
   * Answers from a stored answer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {StoredAnswer} answer
   * @param {Record<string, string>} headers from evaluateRequest (Age and Date current)
   * @param {'HIT' | 'STALE'} state
   */
  const serve = (req, res, answer, headers, state) => {
    /** @type {Record<string, string>} */
    const out = { ...headers, [X_CACHE]: state };
    if (etagMatches(String(req.headers['if-none-match'] ?? '') || undefined, out.etag)) {
      for (const name of ['content-length', 'content-type', 'content-encoding']) delete out[name];
      res.writeHead(304, out);
      res.end();
      return;
    }
    out['content-length'] = String(answer.body.length);
    res.writeHead(answer.policy.status(), out);
    if (req.method === 'HEAD') res.end();
    else res.end(answer.body);
  };

  /**
   * Passes a GET to the upstream handler, keeping a copy of its answer when it may be stored. The
   * decision is taken when the headers go out; an answer that may not be stored streams as if the
   * cache were not there.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./sharedCache').Upstream} upstream
   * @param {string} lookupKey the key the request was looked up under
   * @param {boolean} isRefresh our own background refresh: a 404 or 410 drops what `lookupKey` holds
   */
  const fetchAndStore = (req, res, upstream, lookupKey, isRefresh) => {
    const requestHeaders = flatHeaders(req.headers);
    const { path, params } = splitUrl(req.url);
    /** @type {import('http-cache-semantics').Request} */
    let request = policyRequest(req, req.url ?? '/', siteHost);
    let key = lookupKey;
    /** @type {string[]} */
    let names = [];
    /** @type {Buffer[] | null} */
    let chunks = null;
    let bytes = 0;
    /** @type {CachePolicy | null} */
    let policy = null;

    const original = { writeHead: res.writeHead, write: res.write, end: res.end };
    /** @param {Buffer | null} data */
    const keep = (data) => {
      if (!chunks || !data) return;
      bytes += data.length;
      if (bytes > maxEntryBytes) chunks = null;
      else chunks.push(Buffer.from(data));
    };

    /** @type {any} */ (res).writeHead = function writeHead(/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      let reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
      const headers = rest[0];
      if (headers && !Array.isArray(headers) && typeof headers === 'object') {
        // merge them into the response's own headers, so that they can be read (and stored) below
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      }
      res.statusCode = statusCode;
      const raw = res.getHeaders();
      const responseHeaders = flatHeaders(raw);
      delete responseHeaders[X_CACHE];
      // the page is gone (a deleted invite redirects or answers 404/410): drop it rather than serve it stale; an
      // error (an outage's 503) leaves the stored answer to be served
      if (isRefresh && (statusCode === 404 || statusCode === 410 || (statusCode >= 300 && statusCode < 400 && statusCode !== 304)))
        store.delete(lookupKey);
      // the page names the query parameters it depends on; a request with any other is not kept
      names = namedQuery(responseHeaders[QUERY_HEADER]);
      const onlyNamed = [...params.keys()].every((name) => names.includes(name));
      request = policyRequest(req, canonicalUrl(path, params, names), siteHost);
      key = keyOf(request.url);
      const candidate = new CachePolicy(request, { status: statusCode, headers: responseHeaders }, { shared: true });
      const declared = Number(responseHeaders['content-length']);
      if (
        onlyNamed &&
        !Array.isArray(headers) &&
        statusCode === 200 &&
        raw['set-cookie'] === undefined &&
        explicitlyShared(responseHeaders['cache-control']) &&
        candidate.storable() &&
        // kept only if it could answer the next such request at once (not `must-revalidate`, as Next's
        // image optimizer says, nor `no-cache`: http-cache-semantics would never serve those unrevalidated)
        candidate.evaluateRequest(request).revalidation === undefined &&
        !(declared > maxEntryBytes)
      ) {
        policy = candidate;
        chunks = [];
      }
      const args = reason === undefined ? [statusCode] : [statusCode, reason];
      if (Array.isArray(headers)) args.push(headers);
      return /** @type {any} */ (original.writeHead).apply(res, args);
    };
    /** @type {any} */ (res).write = function write(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      keep(chunkBytes(chunk, encoding));
      return /** @type {any} */ (original.write).call(res, chunk, encoding, callback);
    };
    /** @type {any} */ (res).end = function end(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      keep(chunkBytes(chunk, encoding));
      if (policy && chunks) {
        queryNames.set(path, names);
        put(key, policy, Buffer.concat(chunks, bytes), requestHeaders);
      }
      chunks = null;
      return /** @type {any} */ (original.end).call(res, chunk, encoding, callback);
    };
    res.setHeader(X_CACHE, 'MISS');
    return upstream(req, res);
  };

  /** @type {import('./sharedCache').SharedCache['handle']} */
  const handle = (req, res, upstream) => {
    if (maxBytes <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return upstream(req, res);
    if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined) || BYPASS_COOKIES.test(String(req.headers.cookie ?? ''))) {
      return upstream(req, res);
    }
    const encoding = normalizeAcceptEncoding(req.headers['accept-encoding']);
    if (encoding) req.headers['accept-encoding'] = encoding;
    else delete req.headers['accept-encoding'];

    const { path, params } = splitUrl(req.url);
    if (uncachedPath(path)) return upstream(req, res);
    const url = canonicalUrl(path, params, queryNames.get(path) ?? []);
    const key = keyOf(url);
    const isRefresh = req.headers[refreshHeader] === refreshToken;
    delete req.headers[refreshHeader];
    if (req.method === 'GET' && isRefresh) return fetchAndStore(req, res, upstream, key, true);

    const variants = store.get(key);
    if (variants) {
      const request = policyRequest(req, url, siteHost);
      for (const answer of variants) {
        const { response, revalidation } = answer.policy.evaluateRequest(request);
        if (!response) continue;
        if (revalidation && revalidation.synchronous) continue;
        if (revalidation) {
          refreshInBackground(req, answer, url);
          serve(req, res, answer, /** @type {Record<string, string>} */ (response.headers), 'STALE');
        } else {
          serve(req, res, answer, /** @type {Record<string, string>} */ (response.headers), 'HIT');
        }
        return undefined;
      }
    }
    if (req.method === 'HEAD') {
      res.setHeader(X_CACHE, 'MISS');
      return upstream(req, res);
    }
    return fetchAndStore(req, res, upstream, key, false);
  };

  return {
    handle,
    stats: () => ({ entries: store.size, bytes: store.calculatedSize }),
    clear: () => store.clear(),
    purge: (pathPrefix) => {
      let dropped = 0;
      for (const key of [...store.keys()]) {
        // a key is the host (no slash) followed by the path and query
        if (key.slice(key.indexOf('/')).startsWith(pathPrefix)) dropped += Number(store.delete(key));
      }
      return dropped;
    },
    purgePath: (path) => {
      let dropped = 0;
      const { pages, dataSuffixes } = purgeTargets(path);
      for (const key of [...store.keys()]) {
        const keyPath = splitUrl(key.slice(key.indexOf('/'))).path;
        if (pages.has(keyPath) || isDataRouteOf(keyPath, dataSuffixes)) dropped += Number(store.delete(key));
      }
      return dropped;
    },
  };
}

/**
 * The site's languages other than English, each under its own path prefix (`/hi/delhi`): lib/i18n/locales.ts `LOCALES`
 * (kept equal by a unit test; this file is plain JavaScript for server.js and cannot import it).
 */
const PREFIXED_LOCALES = ['hi'];
/** Every language's segment in Next's data routes (`/_next/data/{build}/{locale}/delhi.json`). */
const DATA_LOCALES = ['en', ...PREFIXED_LOCALES];

/**
 * What `purgePath` drops for a page: the page in every language (`/delhi` and `/hi/delhi`, whichever of them is
 * given) and the suffixes of its data routes (the same props as JSON): `/{locale}/delhi.json` under i18n routing,
 * `/delhi.json` without it; the home page's are `/{locale}.json` and `/index.json`.
 * @param {string} path a page path, with or without a language prefix
 */
function purgeTargets(path) {
  let bare = path;
  for (const locale of PREFIXED_LOCALES) {
    if (path === `/${locale}`) bare = '/';
    else if (path.startsWith(`/${locale}/`)) bare = path.slice(locale.length + 1);
  }
  const pages = new Set([bare, ...PREFIXED_LOCALES.map((locale) => (bare === '/' ? `/${locale}` : `/${locale}${bare}`))]);
  const dataSuffixes =
    bare === '/'
      ? ['/index.json', ...DATA_LOCALES.map((locale) => `/${locale}.json`)]
      : [`${bare}.json`, ...DATA_LOCALES.map((locale) => `/${locale}${bare}.json`)];
  return { pages, dataSuffixes };
}

/**
 * Whether a cached path is a data route (`/_next/data/{build}{suffix}`, the build id one segment) ending in one of
 * `suffixes`.
 * @param {string} keyPath
 * @param {readonly string[]} suffixes
 */
function isDataRouteOf(keyPath, suffixes) {
  if (!keyPath.startsWith('/_next/data/')) return false;
  return suffixes.some(
    (suffix) => keyPath.endsWith(suffix) && !keyPath.slice(12, -suffix.length).includes('/') && keyPath.length > 12 + suffix.length,
  );
}

/**
 * Where the running server publishes its cache for code in the same process (the app's bundles cannot import
 * server.js): `globalThis[SHARED_CACHE_GLOBAL]?.purge('/smartinvite/share/')` after a change the pages show.
 */
const SHARED_CACHE_GLOBAL = '__partySharedCache';

module.exports = { createSharedCache, normalizeAcceptEncoding, etagMatches, X_CACHE, SHARED_CACHE_GLOBAL, PREFIXED_LOCALES };
