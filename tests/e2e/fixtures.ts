import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, openWatchedPage, VIEWPORTS, type WatchedPage } from './browser';

/** Base URL of the server under test (provided by globalSetup). */
export const baseURL = inject('baseURL');

/** Launches one Chromium for the test file and closes it afterwards; returns a getter. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * Runs `body` on a fresh watched page at a viewport, then asserts no console error or failed
 * request to our origin happened (unless `allowProblems`), and closes the context.
 */
export async function withPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  body: (page: Page, watched: WatchedPage) => Promise<void>,
  { allowStatus = [] as string[], allowProblems = false } = {},
): Promise<void> {
  const watched = await openWatchedPage(browser, baseURL, VIEWPORTS[viewport], allowStatus);
  try {
    await body(watched.page, watched);
    if (!allowProblems) expect(watched.problems).toEqual([]);
  } finally {
    await watched.context.close();
  }
}

/** HTTP status of GET `path` on the server under test (no browser). */
export async function statusOf(path: string): Promise<number> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return response.status;
}

/** Marks the browser as logged in the way the login popup does, and fires the event. */
export async function fakeLoggedIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('isLoggedIn', 'true');
    window.dispatchEvent(new Event('login-state-change'));
  });
}
