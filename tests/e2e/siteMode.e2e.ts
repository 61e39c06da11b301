import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseURL, setupBrowser, withPage } from './fixtures';

/**
 * Section 3: the e2e server is a test site (SITE_MODE=test on build and start, tests/e2e/server.ts),
 * so every page says "Test site: no real payments" in its server HTML, above the app and outside it.
 */

const browser = setupBrowser();

/** Pages of each kind: light (no MUI) and MUI pages, static and server-rendered, the sandbox gateway and a 404. */
const PAGES: [string, number][] = [
  ['/', 200],
  ['/delhi', 200],
  ['/book-chef-cook-for-party', 200],
  ['/balloon-decoration/kids-birthday', 200],
  ['/accounts', 200],
  ['/contactus', 200],
  ['/no-such-page', 404],
];

const RIBBON = /<aside aria-label="Test site" data-test-site-ribbon=""[^>]*>Test site: no real payments<\/aside>/;

describe('test site ribbon', () => {
  it('is in the server HTML of every kind of page, before the app root (no script renders it)', async () => {
    for (const [path, status] of PAGES) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(status);
      const html = await response.text();
      const ribbon = RIBBON.exec(html);
      expect(ribbon, path).not.toBeNull();
      expect(ribbon!.index, path).toBeLessThan(html.indexOf('<div id="__next"'));
    }
  });

  it('at 390x844 sits above the header, covers no button and passes axe-core contrast', async () => {
    for (const path of ['/', '/book-chef-cook-for-party', '/accounts']) {
      await withPage(browser(), 'mobile', async (page) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        const ribbon = page.locator('[data-test-site-ribbon]');
        await expect(ribbon.isVisible()).resolves.toBe(true);
        const box = (await ribbon.boundingBox())!;
        expect([box.x, box.y, box.width]).toEqual([0, 0, 390]);
        expect(box.height).toBeLessThanOrEqual(26);
        // nothing that can be tapped lies under it
        const covered = await page.evaluate((bottom) => {
          const tappable = [...document.querySelectorAll('a, button, input, [role="button"]')];
          return tappable
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 0 && rect.height > 0 && rect.top < bottom)
            .map((rect) => `${rect.top}`);
        }, box.y + box.height);
        expect(covered, path).toEqual([]);
        const results = await new AxeBuilder({ page }).include('[data-test-site-ribbon]').analyze();
        expect(
          results.violations.map((v) => v.id),
          path,
        ).toEqual([]);
      });
    }
  });
});
