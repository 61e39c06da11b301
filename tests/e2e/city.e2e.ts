import { describe, expect, it } from 'vitest';
import { findLocality } from '../../data/cities';
import { placeFaq } from '../../data/cities/faq';
import { baseURL, canonicalOf, hrefsOf, setupBrowser, statusOf, withPage } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';
import { sitemapXmlOf } from './sitemaps';
import { decodeHtml } from './api';

const browser = setupBrowser();
const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;

const htmlOf = async (path: string) => decodeHtml(await (await fetch(`${baseURL}${path}`)).text());

describe('city pages in Chromium', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`/noida shows the banner, FAQ, areas and other cities at ${viewport}`, async () => {
      await withPage(browser(), viewport, async (page) => {
        expect((await page.goto('/noida'))?.status()).toBe(200);
        await expect(page.locator('h1').textContent()).resolves.toContain('Noida');
        expect(await page.locator('details').count()).toBe(25);
        await page.locator('summary').first().click();
        expect(await page.locator('details').first().getAttribute('open')).not.toBeNull();
        const areas = page.getByRole('region', { name: 'Serving all Areas' });
        expect(await areas.getByRole('link', { name: 'Noida Sector 62', exact: true }).getAttribute('href')).toBe('/noida/noida-sector-62');
        await page.getByRole('region', { name: 'Other Cities' }).getByRole('link', { name: 'Delhi', exact: true }).waitFor();
        await areas.getByRole('link', { name: 'Noida Sector 62', exact: true }).click();
        await page.waitForURL(`${baseURL}/noida/noida-sector-62`);
        await page.locator('h1', { hasText: 'Noida Sector 62, Noida' }).waitFor();
      });
    });
  }

  it('/goa says "No localities found"', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/goa');
      await page.getByText('No localities found').waitFor();
    });
  });
});

describe('city pages in the raw HTML (no JavaScript)', () => {
  it('/delhi has all 25 questions naming Delhi, the localities and the JSON-LD', async () => {
    const html = await htmlOf('/delhi');
    for (const entry of placeFaq('Delhi', 'Delhi')) {
      expect(entry.question).toContain('Delhi');
      expect(html).toContain(entry.question);
    }
    for (const locality of ['Hauz Khas', 'Rajouri Garden', 'Dwarka']) expect(html).toContain(locality);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: unknown[] },
    );
    expect(jsonLd.map((j) => j['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'LocalBusiness']);
    expect(jsonLd.find((j) => j['@type'] === 'FAQPage')?.mainEntity).toHaveLength(25);
    expect(html).not.toContain('Loading...');
    expect(canonicalOf(html)).toBe(`${SITE}/delhi`);
    expect(html).toMatch(/<title[^>]*>[^<]*Delhi[^<]*<\/title>/);
  });

  it('a locality page names the locality and links its neighbours and city', async () => {
    const html = await htmlOf('/noida/noida-sector-62');
    expect(html).toMatch(/<h1[^>]*>[^<]*Noida Sector 62, Noida/);
    expect(canonicalOf(html)).toBe(`${SITE}/noida/noida-sector-62`);
    expect(html).toContain('href="/noida"');
    expect(hrefsOf(html).filter((h) => h.startsWith('/noida/noida-sector')).length).toBeGreaterThan(5);
    expect(html).not.toContain('Loading...');
  });

  it('makes /bangalore canonical to /bengaluru', async () => {
    expect(canonicalOf(await htmlOf('/bangalore'))).toBe(`${SITE}/bengaluru`);
  });

  it('has chef and photography landing pages per city, linking into booking', async () => {
    const html = await htmlOf('/delhi/chef-near-me');
    expect(html).toMatch(/<h1[^>]*>Chef Near Me in Delhi/);
    expect(html).toContain('href="/book-chef-cook-for-party"');
    expect(await statusOf('/goa/photography-page')).toBe(200);
  });

  it('answers unknown cities and localities with a real 404', async () => {
    expect(await statusOf('/atlantis')).toBe(404);
    expect(await statusOf('/delhi/atlantis')).toBe(404);
    expect(await statusOf('/delhi/noida-sector-62')).toBe(404);
    expect(await statusOf('/atlantis/chef-near-me')).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists URLs that all answer 200, and robots.txt points at it', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemapXmlOf('en');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)];
    expect(entries.length).toBeGreaterThan(1000);
    const paths = entries.map((m) => m[1]!.replace(SITE, '') || '/');
    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 16) {
      const batch = paths.slice(i, i + 16);
      const statuses = await Promise.all(batch.map((p) => statusOf(p)));
      batch.forEach((p, j) => statuses[j] !== 200 && failures.push(`${p} ${statuses[j]}`));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('reaches every locality within three clicks from the home page', async () => {
    const xml = await sitemapXmlOf('en');
    const localities = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!.replace(SITE, ''))
      .filter((p) => {
        const [, city, locality, ...rest] = p.split('/');
        return rest.length === 0 && findLocality(city ?? '', locality ?? '') !== undefined;
      });
    expect(localities.length).toBeGreaterThan(900);
    const home = hrefsOf(await htmlOf('/'));
    const cityPages = [...new Set(home.filter((h) => /^\/[a-z]+$/.test(h)))];
    const reached = new Set<string>();
    for (const city of cityPages) for (const href of hrefsOf(await htmlOf(city))) reached.add(href);
    expect(localities.filter((l) => !reached.has(l))).toEqual([]);
  });
});
