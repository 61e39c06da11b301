/** Types of sharedCache.js (CommonJS, required by server.js without a compiler). */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Next.js's request handler (or any handler the cache sits in front of). */
export type Upstream = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Options of the shared cache. */
export interface SharedCacheOptions {
  /** Bytes of stored answers (bodies, headers and a fixed overhead each) kept at most; 0 turns the cache off. Default 50 MiB. */
  maxBytes?: number;
  /** An answer larger than this (bytes) streams through without being kept. Default 256 KiB (at most maxBytes). */
  maxEntryBytes?: number;
  /** The site's public origin (NEXT_PUBLIC_SITE_URL): every key is on its host, whatever the request's `Host`. */
  siteUrl?: string;
  /** Called when a background refresh fails, with the request's path (never its query string). */
  onError?: (error: Error, path: string) => void;
}

/** The cache in front of one upstream handler. */
export interface SharedCache {
  /** Answers `req` from the cache or passes it to `upstream` (storing what may be stored); returns what `upstream` returns, or undefined on a hit. */
  handle: (req: IncomingMessage, res: ServerResponse, upstream: Upstream) => unknown;
  /** URLs held and the bytes counted against the bound. */
  stats: () => { entries: number; bytes: number };
  /** Drops every stored answer. */
  clear: () => void;
  /** Drops the stored answers whose path starts with `pathPrefix`; how many URLs were dropped. */
  purge: (pathPrefix: string) => number;
  /**
   * Drops the stored answers of exactly `path` in every language (`/delhi` and `/hi/delhi`, either may be given) and of
   * their Next data routes (`/_next/data/{build}/{locale}/delhi.json`), every query, every variant; how many URLs were
   * dropped.
   */
  purgePath: (path: string) => number;
}

/** The globalThis property under which server.js publishes its cache to the app's code in the same process. */
export declare const SHARED_CACHE_GLOBAL: '__partySharedCache';
/** The site's languages that live under a path prefix (`/hi/...`): lib/i18n/locales.ts `LOCALES` but English. */
export declare const PREFIXED_LOCALES: readonly string[];

/** Creates a shared HTTP cache (RFC 9111) bounded by bytes. */
export declare function createSharedCache(options?: SharedCacheOptions): SharedCache;
/** `gzip` when an Accept-Encoding value takes gzip (q > 0, or `*`), otherwise undefined. */
export declare function normalizeAcceptEncoding(value: string | string[] | undefined): 'gzip' | undefined;
/** Whether an If-None-Match value matches an entity tag (weak comparison). */
export declare function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean;
/** The name of the header that says how the cache answered (HIT, MISS or STALE). */
export declare const X_CACHE: 'x-cache';
