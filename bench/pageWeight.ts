import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { localizedPath, unlocalizedPath } from '../lib/i18n/urls';
import { openWatchedPage, VIEWPORTS } from '../tests/e2e/browser';
import { benchInviteSharePath } from './invitePage';
import { benchStaffSession } from './opsSession';

/** A page and its budget of compressed JavaScript on a first visit (DEVELOPERS.md quality targets). */
export interface PageBudget {
  path: string;
  /** Kilobytes (1000 bytes) of compressed JS, at most. */
  budgetKb: number;
  /** For a page whose URL the bench makes first (an invite's share link): answers the path to load instead of `path`. */
  prepare?: (baseURL: string) => Promise<string>;
  /** For a page behind the console's sign-in: answers the `ops_session` cookie the visit carries. */
  session?: (baseURL: string) => Promise<string>;
}

/** Pages and budgets of DEVELOPERS.md (`/` and city pages 160, decoration 170, dish screen 190); landing and info pages are held to 160. */
export const PAGE_BUDGETS: PageBudget[] = [
  { path: '/', budgetKb: 160 },
  { path: '/delhi', budgetKb: 160 },
  { path: '/noida/noida-sector-62', budgetKb: 160 },
  { path: '/balloon-decoration', budgetKb: 170 },
  { path: '/balloon-decoration/birthday', budgetKb: 170 },
  { path: '/balloon-decoration/birthday/product/pink-gold-balloon-arch-birthday-decoration', budgetKb: 170 },
  { path: '/noida/balloon-decoration-youtube/product/pink-gold-balloon-arch-birthday-decoration', budgetKb: 170 },
  { path: '/book-chef-cook-for-party', budgetKb: 190 },
  { path: '/photography-page', budgetKb: 160 },
  // the photography category, city and locality pages like the landing; the product page like the dish screen
  { path: '/photography-page/birthday', budgetKb: 160 },
  { path: '/noida/photography-page', budgetKb: 160 },
  { path: '/noida/noida-sector-62/photography-page', budgetKb: 160 },
  { path: '/photography-page/product/birthday-party-photography', budgetKb: 190 },
  { path: '/photography-checkout', budgetKb: 190 },
  { path: '/aboutus', budgetKb: 160 },
  // the party-food hub and the landing pages for large parties
  { path: '/party-food-delivery-live-catering-buffet', budgetKb: 160 },
  { path: '/caterers', budgetKb: 160 },
  { path: '/bulk-food-delivery', budgetKb: 160 },
  // the food dish screens and booking steps are held to the dish screen's 190 kB
  { path: '/party-food-delivery-live-catering-buffet/party-food-delivery', budgetKb: 190 },
  { path: '/party-food-delivery-live-catering-buffet/party-live-buffet-catering', budgetKb: 190 },
  { path: '/delhi/party-food-delivery-live-catering-buffet/party-food-delivery', budgetKb: 190 },
  { path: '/party-food-delivery-live-catering-select-date/party-food-delivery', budgetKb: 190 },
  // Checkouts load the store on the first Confirm (checkouts are held to 190 kB)
  { path: '/party-food-delivery-live-catering-buffet-checkout?service=party-food-delivery', budgetKb: 190 },
  { path: '/book-chef-checkout', budgetKb: 190 },
  { path: '/checkout', budgetKb: 190 },
  // an invite's share page, opened by every guest from WhatsApp (a Hindi invite made on the bench server)
  { path: '/smartinvite/share/{code}', budgetKb: 160, prepare: benchInviteSharePath },
  // the operations console's first visit (its sign-in page; the console's own pages need a session)
  { path: '/ops/login', budgetKb: 350 },
  // the orders board (MUI X Data Grid), signed in as the bench's admin
  { path: '/ops/orders', budgetKb: 350, session: benchStaffSession },
  // the dispatch calendar (day view), signed in as the bench's admin
  { path: '/ops/dispatch', budgetKb: 350, session: benchStaffSession },
  // the partner app's first visit on a provider's phone (its sign-in page, MUI like the console): held below
  // the console's 350 kB because providers use mid-range Android phones over 4G (measured 284.8 kB on 2026-11-26)
  { path: '/partner/login', budgetKb: 300 },
  // the services hub, a light page like the landing pages
  { path: '/services', budgetKb: 160 },
  // /chat as a first visit shows it (not logged in: the login prompt and the Access Restricted popup, an MUI
  // dialog, beside the invite app's MUI bottom navigation; the chat screen itself loads only for a signed-in customer)
  { path: '/chat', budgetKb: 230 },
];

/**
 * English pages whose Hindi version (`/hi/...`) is held to the same budget: home, a city and a locality page, the chef
 * dish screen and its checkout, the decoration landing and a product, and the photography and party-food landings.
 */
export const HINDI_PAGES = [
  '/',
  '/delhi',
  '/noida/noida-sector-62',
  '/book-chef-cook-for-party',
  '/book-chef-checkout',
  '/balloon-decoration',
  '/balloon-decoration/birthday/product/pink-gold-balloon-arch-birthday-decoration',
  '/photography-page',
  '/party-food-delivery-live-catering-buffet',
];

/** Bytes (gzip) a Hindi page's messages may add to its English page's (the 5 kB). */
export const HINDI_MESSAGES_EXTRA_BYTES = 5000;

/** The Hindi pages with their English page's budget. */
export const HINDI_PAGE_BUDGETS: PageBudget[] = HINDI_PAGES.map((path) => {
  const english = PAGE_BUDGETS.find((budget) => budget.path === path);
  if (!english) throw new Error(`no budget for ${path}`);
  return { path: localizedPath(path, 'hi'), budgetKb: english.budgetKb };
});

/** Every page the weight bench measures: the English pages, then the Hindi ones. */
export const ALL_PAGE_BUDGETS: PageBudget[] = [...PAGE_BUDGETS, ...HINDI_PAGE_BUDGETS];

/**
 * Gzipped bytes of a page's messages: the JSON of `pageProps.i18n` in its `__NEXT_DATA__`, as the HTML carries it
 * (0 for a page without any).
 */
export function messagesBytes(html: string): number {
  const data = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!data) return 0;
  const i18n = (JSON.parse(data) as { props?: { pageProps?: { i18n?: unknown } } }).props?.pageProps?.i18n;
  return i18n === undefined ? 0 : gzipSync(JSON.stringify(i18n)).length;
}

/** How many gzipped bytes of messages a Hindi page carries beyond its English page (fetched without a browser). */
export async function hindiMessagesExtra(baseURL: string, hindiPath: string): Promise<number> {
  const [hindi, english] = await Promise.all(
    [hindiPath, unlocalizedPath(hindiPath)].map(async (path) => messagesBytes(await (await fetch(`${baseURL}${path}`)).text())),
  );
  return hindi! - english!;
}

/** What one first visit transferred. */
export interface PageWeight extends PageBudget {
  /** Compressed (transfer-encoded) JavaScript bytes. */
  jsBytes: number;
  scripts: number;
  /** Compressed bytes of the HTML document. */
  htmlBytes: number;
  /** A Hindi page: the gzipped bytes its messages add to its English page's (at most HINDI_MESSAGES_EXTRA_BYTES). */
  hindiMessagesExtraBytes?: number;
  withinBudget: boolean;
}

/**
 * Loads each page once in a fresh Chromium context at the mobile viewport (empty cache) and sums the
 * encoded body sizes of every script response, as DevTools' "transferred" column does; a Hindi page is also held to
 * at most 5 kB (gzip) of messages beyond its English page's.
 */
export async function measurePageWeights(browser: Browser, baseURL: string, pages = ALL_PAGE_BUDGETS): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const budget of pages) {
    const { context, page } = await openWatchedPage(browser, baseURL, VIEWPORTS.mobile);
    if (budget.session) await context.addCookies([{ name: 'ops_session', value: await budget.session(baseURL), url: baseURL }]);
    const pending: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize })));
    });
    await page.goto(budget.prepare ? await budget.prepare(baseURL) : budget.path, { waitUntil: 'networkidle' });
    const finished = await Promise.all(pending);
    await context.close();
    const scripts = finished.filter((r) => r.type === 'script');
    const jsBytes = scripts.reduce((sum, r) => sum + r.bytes, 0);
    const htmlBytes = finished.filter((r) => r.type === 'document').reduce((sum, r) => sum + r.bytes, 0);
    const { prepare: _prepare, session: _session, ...named } = budget;
    const hindi = unlocalizedPath(budget.path) !== budget.path;
    const extra = hindi ? await hindiMessagesExtra(baseURL, budget.path) : undefined;
    results.push({
      ...named,
      jsBytes,
      scripts: scripts.length,
      htmlBytes,
      ...(extra === undefined ? {} : { hindiMessagesExtraBytes: extra }),
      withinBudget: jsBytes <= budget.budgetKb * 1000 && (extra === undefined || extra <= HINDI_MESSAGES_EXTRA_BYTES),
    });
  }
  return results;
}
