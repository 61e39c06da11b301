import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openWatchedPage, VIEWPORTS } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`loads at ${name} ${viewport.width}x${viewport.height} with no console error or failed request`, async () => {
      const { context, page, problems } = await openWatchedPage(browser, baseURL, viewport);
      try {
        const response = await page.goto('/', { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect(page.title()).resolves.toMatch(/Party Services/);
        expect(await page.locator('h1').first().textContent()).toBeTruthy();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('sends its content and its stylesheets in the server HTML (no empty page, no unstyled flash)', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('href="/book-chef-cook-for-party"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
  });

  it('starts its JavaScript after the first paint: no script for the browser to fetch while it paints, then hydration', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<script type="text\/plain" data-after-first-paint="" data-src="\/_next\/static\/[^"]+\.js"/);
    const { context, page, problems } = await openWatchedPage(browser, baseURL, VIEWPORTS.desktop);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(scripts.some((url) => url.includes('/_next/static/'))).toBe(true);
      // hydrated: a client-side navigation works
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(`${baseURL}/aboutus`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('inlines the MUI styles of a page that uses MUI in its server HTML', async () => {
    const html = await (await fetch(`${baseURL}/contactus`)).text();
    expect(html).toMatch(/<style data-emotion="[^"]+"/);
    expect(html).toContain('MuiTextField-root');
  });
});

describe('GET /api/health', () => {
  it('answers 200 with the database kind after a real query', async () => {
    const response = await fetch(`${baseURL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: false, status: 200, message: 'OK', data: { db: 'pglite' } });
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const response = await fetch(`${baseURL}/api/health`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ error: true, status: 405 });
  });
});
