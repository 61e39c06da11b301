/**
 * A short in-process cache of the share page's public view by short code (the share page at 100
 * connections, an invite forwarded to a large WhatsApp group). Each view costs several queries (the event, its
 * counts, its latest draw); under a burst, requests for one code share one load (single flight) and the view is
 * served from memory for SHARE_VIEW_TTL_MS. A change made through this app instance (an edit, a design, an answer,
 * a removed guest, a draw, a cancellation or deletion) forgets the event's entry at once; a change made by another
 * instance shows within SHARE_VIEW_TTL_MS plus the page's `s-maxage` (SHARE_PAGE_CACHE_CONTROL).
 * The view is public (what a logged-out visitor sees), so one copy serves everyone. The page itself is kept by the
 * server's shared HTTP cache (server.js) for its `s-maxage`; a change through this instance purges it there too.
 */
import { unlocalizedPath } from '../../lib/i18n/urls';
import { inviteSharePath } from '../../lib/routes';
import type { Db } from '../db/types';
import { purgeEverywhere } from '../realtime/cachePurge';

/**
 * The share page's Cache-Control: a shared cache (server.js's, or a CDN) keeps it 5 s and may serve it 30 s more while
 * it refreshes; a forwarded invite opened by a whole WhatsApp group at once is answered from memory.
 */
export const SHARE_PAGE_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=30';

/** Milliseconds a public view is served from memory. */
export const SHARE_VIEW_TTL_MS = 5_000;
/** Codes kept at most (the oldest entry goes first): bounds memory under a crawl of many codes. */
export const SHARE_VIEW_MAX_ENTRIES = 1_000;

interface Entry {
  eventId: string;
  expiresAt: number;
  value: unknown;
}

/** A load under way; `stale` once its code was forgotten after it began (what it read must not be kept). */
interface Load {
  promise: Promise<unknown>;
  stale: boolean;
}

interface ShareViewState {
  entries: Map<string, Entry>;
  /** The load under way per code: a forget marks only that code's load stale (a generation per code). */
  loads: Map<string, Load>;
}

/**
 * One cache per process, on `globalThis`: a production build bundles the API routes (which forget a view after a
 * change) apart from the pages (which read it), each with its own copy of this module; module-level state would let
 * the share page serve the view from before a change for SHARE_VIEW_TTL_MS.
 */
const globalForShareViews = globalThis as typeof globalThis & { __partyShareViewCache?: ShareViewState };
const state = (globalForShareViews.__partyShareViewCache ??= { entries: new Map(), loads: new Map() });
const { entries, loads } = state;

/** Forgets `code`'s view and stops its load under way: a request after this reads the database again. */
function forgetCode(code: string): void {
  const load = loads.get(code);
  if (load) load.stale = true;
  loads.delete(code);
  entries.delete(code);
}

/**
 * The view of `code` from memory when fresh, else from `load` (one load at a time per code; a null answer, an
 * unknown code, is not kept: a code is looked up by the database until it exists).
 * @param eventIdOf the event id of a loaded view (what `forgetShareView` is given).
 * @param now milliseconds since the epoch (tests pass a clock).
 * @throws what `load` throws (nothing is kept).
 */
export async function cachedShareView<T>(
  code: string,
  load: () => Promise<T | null>,
  eventIdOf: (view: T) => string,
  now = Date.now(),
): Promise<T | null> {
  const hit = entries.get(code);
  if (hit && hit.expiresAt > now) return hit.value as T;
  if (hit) entries.delete(code);
  const pending = loads.get(code);
  if (pending) return pending.promise as Promise<T | null>;
  const current: Load = { promise: Promise.resolve(null), stale: false };
  const loading = load()
    .then((view) => {
      if (view !== null && !current.stale) {
        if (entries.size >= SHARE_VIEW_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(code, { eventId: eventIdOf(view), expiresAt: now + SHARE_VIEW_TTL_MS, value: view });
      }
      return view;
    })
    .finally(() => {
      if (loads.get(code) === current) loads.delete(code);
    });
  current.promise = loading;
  loads.set(code, current);
  return loading;
}

/**
 * Forgets the public view of an event after a change to it (call once the change is committed), and any load under
 * way (a request after the change reads the database again), and purges that event's share page (only it: an answer
 * on one event must not empty every invite's page) from the shared HTTP cache (server.js) of this instance at once
 * and of every other through the `cache_purge` bus (server/realtime/cachePurge.ts). Never throws.
 * @param event the event's id and short code (its share page is `inviteSharePath(shortCode)`).
 */
export async function forgetShareView(db: Db, event: { id: string; shortCode: string }): Promise<void> {
  forgetLocalShareView(event.id);
  forgetCode(event.shortCode);
  await purgeEverywhere(db, [inviteSharePath(event.shortCode)]);
}

/**
 * Forgets this process's public view behind a purged path, when it is a share page (`/smartinvite/share/{code}`, in
 * either language): a
 * purge heard from another instance (server/realtime/cachePurge.ts), so that the page is not rendered again from a
 * view read before the change.
 */
export function forgetShareViewOfPath(path: string): void {
  const prefix = inviteSharePath('');
  // the Hindi page (`/hi/smartinvite/share/{code}`) shows the same view
  const bare = unlocalizedPath(path);
  if (!bare.startsWith(prefix)) return;
  let code: string;
  try {
    code = decodeURIComponent(bare.slice(prefix.length));
  } catch {
    return;
  }
  forgetCode(code);
}

/**
 * Forgets this process's kept views of an event, under whatever code they were kept (a code changed meanwhile);
 * loads under way are stopped by code (forgetShareView, forgetShareViewOfPath): only that code's, never every
 * invite's.
 */
export function forgetLocalShareView(eventId: string): void {
  for (const [code, entry] of entries) if (entry.eventId === eventId) forgetCode(code);
}

/** Empties the cache (tests). */
export function clearShareViewCache(): void {
  for (const load of loads.values()) load.stale = true;
  loads.clear();
  entries.clear();
}
