import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The viewports every page is checked at: a mid-range Android phone and a laptop. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Path of the system Chromium: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install it with `sudo apt-get install -y chromium` ' +
        '(Debian package chromium, /usr/bin/chromium) or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}

/** Flags every headless Chromium here needs (no sandbox as root; no background connections on this closed network). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless system Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A page that records console errors and failed requests to our own origin. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors (unhandled promise rejections among them), page errors and failed/4xx/5xx requests to `baseURL`, as readable lines. */
  problems: string[];
  /**
   * Content-Security-Policy violations: `securitypolicyviolation` events and the browser's
   * "Refused to ..." console messages. Also in `problems`; `withPage` fails on them even when it allows problems.
   */
  cspViolations: string[];
}

/** Prefix of the console line the page's `securitypolicyviolation` listener writes. */
const CSP_VIOLATION_PREFIX = 'CSP violation:';

/**
 * Opens a fresh context and page at `viewport` that collects every console error, unhandled promise
 * rejection, uncaught page error, failed request and error status from our own origin into `problems`.
 * @param allowStatus request URLs (substring) whose 4xx answers are expected, e.g. a test of a 404 page.
 */
export async function openWatchedPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  allowStatus: string[] = [],
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  // The machine has no internet: answer the tag manager's script with an empty stub.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtm stub */' }),
  );
  // A promise nobody handled is a defect: report it as a console error, so it lands in `problems`.
  // So is anything the Content-Security-Policy refused, also in service workers' reports to the page.
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event: SecurityPolicyViolationEvent) => {
      console.error(
        `${prefix} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_VIOLATION_PREFIX);
  await context.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      console.error(`unhandled rejection: ${reason instanceof Error ? reason.message : JSON.stringify(reason)}`);
    });
  });
  const page = await context.newPage();
  // Tests act on pages right after navigating: wait until the network is quiet, so React has hydrated
  // and handlers are attached ('load' is too early: the page's JavaScript starts after the first paint).
  // A quiet network is not enough on its own: the page's scripts wait for the first paint and the hero
  // image (lib/security/inlineScripts.js), which can leave the network idle for longer than 500 ms under
  // load. So also wait for `<html data-hydrated>` (pages/_app), on pages that are ours (JSON and other
  // documents have no `#__next`).
  const hydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page.waitForFunction(() => !document.getElementById('__next') || document.documentElement.dataset.hydrated === 'true');
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = (url, options) => hydrated(goto(url, { waitUntil: 'networkidle', ...options }));
  const reload = page.reload.bind(page);
  page.reload = (options) => hydrated(reload({ waitUntil: 'networkidle', ...options }));
  const goBack = page.goBack.bind(page);
  page.goBack = (options) => hydrated(goBack({ waitUntil: 'networkidle', ...options }));
  const goForward = page.goForward.bind(page);
  page.goForward = (options) => hydrated(goForward({ waitUntil: 'networkidle', ...options }));
  const problems: string[] = [];
  const cspViolations: string[] = [];
  const ours = (url: string) => url.startsWith(baseURL);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_VIOLATION_PREFIX) || /^Refused to /.test(text) || text.includes('Content Security Policy directive')) {
      cspViolations.push(text);
    }
    if (message.type() === 'error') problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the browser dropped the request because the page navigated on; not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (ours(request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (ours(url) && response.status() >= 400 && !allowStatus.some((allowed) => url.includes(allowed))) {
      problems.push(`HTTP ${response.status()}: ${url}`);
    }
  });
  return { context, page, problems, cspViolations };
}
