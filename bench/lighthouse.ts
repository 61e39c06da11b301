import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/e2e/browser';
import { benchInviteSharePath } from './invitePage';

/**
 * A page held to the Lighthouse targets: its path, or for a page whose URL the bench makes first (an invite's
 * share link) a name (`/smartinvite/share/{code}`, shown in the report) and `prepare`, which makes it on the bench
 * server and answers the path to load.
 */
export type LighthousePage =
  | string
  | {
      path: string;
      prepare: (baseURL: string) => Promise<string>;
      /**
       * A private page that must stay out of search results (an invite: guests' names and the host's venue).
       * Its SEO is judged as such (see runFailures): it must be noindex, and no other SEO audit may fail.
       */
      noindex?: boolean;
    };

/**
 * The pages held to the Lighthouse targets: home, a city page, the chef dish screen and a decoration category,
 * the food hub and the food delivery dish screen, and an invite's share page, opened
 * by every guest from WhatsApp (a Hindi invite made on the bench server), the `/services` hub, and the Hindi home
 * and city pages.
 */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  '/',
  '/delhi',
  '/book-chef-cook-for-party',
  '/balloon-decoration/birthday',
  '/party-food-delivery-live-catering-buffet',
  '/party-food-delivery-live-catering-buffet/party-food-delivery',
  { path: '/smartinvite/share/{code}', prepare: benchInviteSharePath, noindex: true },
  '/services',
  // the Hindi home and city pages, held to the same targets as the English ones
  '/hi',
  '/hi/delhi',
];

/** A page to measure: the name it is reported under and the path loaded. */
export interface PreparedPage {
  name: string;
  path: string;
  /** A private page kept out of search results (LighthousePage `noindex`). */
  noindex: boolean;
}

/**
 * Makes what the pages need on the bench server (each `prepare` once, in order) and answers, per page, the
 * name it is reported under and the path to load (a plain path is both).
 * @throws what a `prepare` throws (e.g. the invite could not be created).
 */
export async function preparePages(baseURL: string, pages: LighthousePage[]): Promise<PreparedPage[]> {
  const prepared: PreparedPage[] = [];
  for (const page of pages) {
    prepared.push(
      typeof page === 'string'
        ? { name: page, path: page, noindex: false }
        : { name: page.path, path: await page.prepare(baseURL), noindex: page.noindex ?? false },
    );
  }
  return prepared;
}

/**
 * Targets on Lighthouse's default mobile emulation with simulated throttling (scores 0-100, times in ms).
 * Every run of a page must meet every one of them, not the median of its runs.
 */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 200,
  cls: 0.02,
};

/** Runs per page unless BENCH_LIGHTHOUSE_RUNS says otherwise (five). */
export const LIGHTHOUSE_DEFAULT_RUNS = 5;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What one Lighthouse run of one page measured. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Selector and text/snippet of the largest-contentful-paint element. */
  lcpElement: string;
  /** Failed audits (score < 0.9) of the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
  /** The failed audits of the SEO category alone (judging a noindex page). */
  failedSeoAudits: string[];
}

/** Every run of a page, the worst figure of each metric over them, and why the page fails. */
export interface LighthouseSummary {
  path: string;
  /** Each run, in run order. */
  runs: LighthouseRun[];
  /** The worst run's value of each figure: lowest score, highest time and shift. */
  worst: Omit<LighthouseRun, 'lcpElement' | 'failedAudits' | 'failedSeoAudits'>;
  /** A private page judged as noindex (runFailures). */
  noindex: boolean;
  /** Why the page misses the targets, one entry per run and target missed; empty when every run meets them. */
  failures: string[];
}

/** The Lighthouse audit that fails on a page asking search engines not to index it. */
export const NOINDEX_AUDIT = 'is-crawlable';

/**
 * The targets one run misses, as readable reasons (empty when it meets them all; NaN never passes). A private
 * page (`noindex`) is not held to SEO 100, which a noindex page cannot score: instead it must fail `is-crawlable`
 * (it really is kept out of search results) and pass every other SEO audit.
 */
export function runFailures(run: LighthouseRun, t = LIGHTHOUSE_TARGETS, { noindex = false } = {}): string[] {
  const failures: string[] = [];
  if (!(run.performance >= t.performance)) failures.push(`performance ${run.performance} < ${t.performance}`);
  if (!(run.accessibility >= t.accessibility)) failures.push(`accessibility ${run.accessibility} < ${t.accessibility}`);
  if (!(run.bestPractices >= t.bestPractices)) failures.push(`best practices ${run.bestPractices} < ${t.bestPractices}`);
  if (noindex) {
    if (!run.failedSeoAudits.includes(NOINDEX_AUDIT)) failures.push('a private page that search engines may index');
    const others = run.failedSeoAudits.filter((id) => id !== NOINDEX_AUDIT);
    if (others.length > 0) failures.push(`SEO audits failed: ${others.join(', ')}`);
  } else if (!(run.seo >= t.seo)) failures.push(`SEO ${run.seo} < ${t.seo}`);
  if (!(run.lcpMs <= t.lcpMs)) failures.push(`LCP ${Math.round(run.lcpMs)} ms > ${t.lcpMs} ms`);
  if (!(run.tbtMs <= t.tbtMs)) failures.push(`TBT ${Math.round(run.tbtMs)} ms > ${t.tbtMs} ms`);
  if (!(run.cls <= t.cls)) failures.push(`CLS ${run.cls.toFixed(3)} > ${t.cls}`);
  return failures;
}

/**
 * Judges a page on all of its runs: the page passes only when every run meets every target,
 * so one slow run fails it even when the median is fine. No runs at all is a failure too.
 */
export function summarizeRuns(path: string, runs: LighthouseRun[], t = LIGHTHOUSE_TARGETS, { noindex = false } = {}): LighthouseSummary {
  const lowest = (pick: (r: LighthouseRun) => number) => (runs.length === 0 ? Number.NaN : Math.min(...runs.map(pick)));
  const highest = (pick: (r: LighthouseRun) => number) => (runs.length === 0 ? Number.NaN : Math.max(...runs.map(pick)));
  const failures =
    runs.length === 0 ? ['no run'] : runs.flatMap((run, i) => runFailures(run, t, { noindex }).map((reason) => `run ${i + 1}: ${reason}`));
  return {
    path,
    runs,
    worst: {
      performance: lowest((r) => r.performance),
      accessibility: lowest((r) => r.accessibility),
      bestPractices: lowest((r) => r.bestPractices),
      seo: lowest((r) => r.seo),
      lcpMs: highest((r) => r.lcpMs),
      fcpMs: highest((r) => r.fcpMs),
      cls: highest((r) => r.cls),
      tbtMs: highest((r) => r.tbtMs),
    },
    noindex,
    failures,
  };
}

type Details = { type?: string; items?: unknown[]; selector?: string; nodeLabel?: string; snippet?: string };

/** The first DOM node in an audit's details (Lighthouse 12: largest-contentful-paint-element; 13: lcp-breakdown-insight). */
function firstNode(details: unknown): Details | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const d = details as Details;
  if (d.type === 'node') return d;
  for (const item of d.items ?? []) {
    const found = firstNode(item) ?? firstNode((item as { node?: unknown }).node);
    if (found) return found;
  }
  return undefined;
}

/**
 * Runs Lighthouse (default mobile config: Moto G Power emulation, simulated slow 4G and 4x CPU)
 * `runs` times on each page against `baseURL`, in rounds so that a burst of load from other work on
 * the machine spreads over every page, and judges each page on its worst run (summarizeRuns).
 * Each full report is written to bench/results/lighthouse/ for reading the details.
 */
export async function runLighthouse(
  baseURL: string,
  { runs = LIGHTHOUSE_DEFAULT_RUNS, pages: wanted = LIGHTHOUSE_PAGES }: { runs?: number; pages?: LighthousePage[] } = {},
): Promise<LighthouseSummary[]> {
  const pages = await preparePages(baseURL, wanted);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const outDir = path.join(process.cwd(), 'bench', 'results', 'lighthouse');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Pages rendered on demand (ISR fallback) are generated by their first request; a deployed site
  // serves them from its cache, so ask for each once before measuring.
  for (const page of pages) await fetch(new URL(page.path, baseURL));

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  const results = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  try {
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        const result = await lighthouse(new URL(page.path, baseURL).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // This machine has no internet: the tag manager (loaded when the browser is idle after the
          // page load, so after LCP) would fail to resolve and log a console error. Lighthouse ignores
          // the errors of the requests it blocks itself.
          blockedUrlPatterns: ['*googletagmanager.com*'],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${page.name}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const name = `${page.name === '/' ? 'home' : page.name.slice(1).replaceAll(/[/{}]/g, '_')}-${round + 1}.json`;
        writeFileSync(path.join(outDir, name), JSON.stringify(lhr));
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const node =
          firstNode(lhr.audits['largest-contentful-paint-element']?.details) ?? firstNode(lhr.audits['lcp-breakdown-insight']?.details);
        const failedAudits = CATEGORIES.filter((c) => c !== 'performance')
          .flatMap((c) => lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [])
          .filter((id) => {
            const s = lhr.audits[id]?.score;
            return typeof s === 'number' && s < 0.9;
          });
        results.get(page.name)!.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: metric('largest-contentful-paint'),
          fcpMs: metric('first-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbtMs: metric('total-blocking-time'),
          lcpElement: node ? `${node.selector ?? '?'} (${node.nodeLabel || node.snippet || ''})` : 'unknown',
          failedAudits,
          failedSeoAudits: failedAudits.filter((id) => lhr.categories.seo?.auditRefs.some((ref) => ref.id === id)),
        });
      }
    }
  } finally {
    chrome.kill();
  }

  return pages.map((page) => summarizeRuns(page.name, results.get(page.name)!, LIGHTHOUSE_TARGETS, { noindex: page.noindex }));
}
