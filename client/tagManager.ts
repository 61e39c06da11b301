/**
 * Google Tag Manager through react-gtm-module (spec 7: "a tag manager script is loaded and page
 * events are pushed to its data layer"). Loaded after the page is interactive; nothing at all when
 * NEXT_PUBLIC_GTM_ID is unset.
 *
 * Content-Security-Policy: TagManager.initialize inserts an inline snippet; the CSP allows
 * exactly that snippet by its sha256, computed at build time from the library's own snippet builder for
 * this id (lib/security/securityHeaders.js tagManagerSnippet), and gtm.js from the tag manager's host.
 * Call initialize with `{ gtmId }` only: other options change the snippet's text and the CSP refuses it.
 */

/** The container id, or empty when tag management is off. */
export const GTM_ID = process.env.NEXT_PUBLIC_GTM_ID || '';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Pushes an event to the data layer (created if GTM has not loaded yet; GTM replays it). */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (!GTM_ID) return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
}

/** Payment pages whose last segment is a secret (a pay link's token, an attempt), by the name their route gives it. */
const SECRET_SEGMENTS: readonly [prefix: string, name: string][] = [
  ['/pay/share/', '[token]'],
  ['/pay/sandbox/', '[attemptId]'],
  ['/pay/receipt/', '[paymentId]'],
];

/**
 * `path` as a page event may carry it: under /pay/ a pay link's token, a payment attempt and a gateway's proof
 * (query) open or confirm someone's payment without a login, so they never reach the tag manager (a third party):
 * the query and hash go, and a secret segment becomes its route's name ("/pay/share/[token]"). Other paths unchanged.
 */
export function pageViewPath(path: string): string {
  if (!path.startsWith('/pay/')) return path;
  const bare = path.replace(/[?#].*$/s, '');
  for (const [prefix, name] of SECRET_SEGMENTS) if (bare.startsWith(prefix) && bare !== `${prefix}result`) return `${prefix}${name}`;
  return bare;
}

/** The spec's page event: `page_view` with the path (payment secrets left out, see `pageViewPath`). */
export function pushPageView(path: string): void {
  pushDataLayer({ event: 'page_view', page_path: pageViewPath(path) });
}

/**
 * Whether the address `path` (path, query, hash) is itself a secret: a pay link's token, a payment attempt or
 * a gateway's proof (every /pay/ page), or a co-host link's token. The container's own tags read
 * `location.href` (page URL variables, referrers they send on), so cleaning our page events is not enough:
 * on these pages the tag manager is not loaded at all. (An invite's share code is not one: it is meant to be
 * forwarded to every guest.)
 */
export function urlHoldsSecret(path: string): boolean {
  const bare = path.replace(/[?#].*$/s, '');
  return bare === '/pay' || bare.startsWith('/pay/') || bare === '/wonderland/co-host';
}

let started = false;

/**
 * Loads react-gtm-module and initialises the container once the browser is idle after load.
 * @param path the address being shown (router.asPath): nothing loads while it holds a secret (`urlHoldsSecret`);
 *   the next ordinary page starts it.
 * @returns false when GTM is off (no id), already started, or the address holds a secret.
 */
export function startTagManager(path: string): boolean {
  if (!GTM_ID || started || urlHoldsSecret(path)) return false;
  started = true;
  const load = () => {
    void import('react-gtm-module').then(({ default: TagManager }) => TagManager.initialize({ gtmId: GTM_ID }));
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 4000 });
    else setTimeout(load, 1500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}
