import { describe, expect, it } from 'vitest';
import { cities } from '../../../data/cities';
import { localitySlug } from '../../../data/cities/localities/helpers';
import { siteUrls } from '../../../data/sitemapUrls';
import {
  parseSitemapPart,
  SITEMAP_MAX_URLS,
  sitemapIndexParts,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapXml,
  splitSitemap,
} from '../../../lib/sitemap';
import { SITE_URL } from '../../../lib/site';
import { getServerSideProps as sitemapIndexPage } from '../../../pages/sitemap.xml';
import { getServerSideProps as sitemapPartPage } from '../../../pages/sitemaps/[part]';
import { getServerSideProps as robotsPage } from '../../../pages/robots.txt';

describe('sitemap', () => {
  it('lists every city (not aliases), its chef and photography pages, every locality and the static pages', () => {
    const paths = siteUrls().map((u) => u.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/aboutus',
        '/delhi',
        '/goa',
        '/delhi/chef-near-me',
        '/goa/photography-page',
        '/noida/noida-sector-62',
        '/mumbai/andheri-west',
        '/delhi/adarsh-nagar',
        '/bengaluru/koramangala',
        '/balloon-decoration/birthday',
      ]),
    );
    expect(paths).not.toContain('/bangalore');
    const localities = cities.filter((c) => !c.canonicalSlug).reduce((n, c) => n + c.localities.length, 0);
    expect(paths.length).toBeGreaterThan(localities + 17 * 3);
    expect(paths.length).toBeLessThan(SITEMAP_MAX_URLS);
  });

  it('lists localities only at their name-only URL, never the city-prefixed one', () => {
    const paths = new Set(siteUrls().map((u) => u.path));
    for (const city of cities.filter((c) => !c.canonicalSlug)) {
      for (const locality of city.localities) {
        expect(paths.has(`/${city.slug}/${localitySlug(locality.name)}`), locality.name).toBe(true);
        if (!city.localities.some((other) => other.slug === `${city.slug}-${locality.slug}`))
          expect(paths.has(`/${city.slug}/${city.slug}-${locality.slug}`), locality.name).toBe(false);
      }
    }
    expect(paths.has('/mumbai/mumbai-andheri-west')).toBe(false);
    expect(paths.has('/mumbai/mumbai-central')).toBe(true);
    expect(paths.has('/mumbai/mumbai-mumbai-central')).toBe(false);
  });

  it('writes absolute URLs with lastmod and escapes XML', () => {
    const xml = sitemapXml([{ path: '/a&b', lastmod: '2026-11-21' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/a&amp;b<\/loc><lastmod>2026-11-21<\/lastmod>(<xhtml:link [^>]+\/>)*<\/url>/);
  });

  it('splits into an index and parts past the limit', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}`, lastmod: '2026-11-21' }));
    expect(splitSitemap(urls, 2).map((p) => p.length)).toEqual([2, 2, 1]);
    expect(sitemapIndexXml([{ path: '/sitemaps/en-1.xml', lastmod: '2026-11-21' }])).toMatch(
      /<sitemapindex[^>]*>\n<sitemap><loc>[^<]+\/sitemaps\/en-1\.xml<\/loc>/,
    );
  });

  it('writes a Hindi sitemap of /hi URLs, each URL with its hreflang trio pointing at both languages', () => {
    const urls = [
      { path: '/', lastmod: '2026-11-21' },
      { path: '/delhi', lastmod: '2026-11-21' },
    ];
    const hi = sitemapXml(urls, 'hi');
    expect(hi).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(hi).toContain(
      `<url><loc>${SITE_URL}/hi/delhi</loc><lastmod>2026-11-21</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE_URL}/delhi"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE_URL}/hi/delhi"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/delhi"/></url>`,
    );
    expect(hi).toContain(`<url><loc>${SITE_URL}/hi</loc>`);
    const en = sitemapXml(urls, 'en');
    expect(en).toContain(`<url><loc>${SITE_URL}/delhi</loc><lastmod>2026-11-21</lastmod><xhtml:link`);
    expect(en).toContain(`<url><loc>${SITE_URL}</loc>`);
  });

  it("indexes each language's parts, and reads their names back", () => {
    const urls = Array.from({ length: 3 }, (_, i) => ({ path: `/p${i}`, lastmod: `2026-11-2${i}` }));
    expect(sitemapIndexParts(urls, 2)).toEqual([
      { path: '/sitemaps/en-1.xml', lastmod: '2026-11-21' },
      { path: '/sitemaps/en-2.xml', lastmod: '2026-11-22' },
      { path: '/sitemaps/hi-1.xml', lastmod: '2026-11-21' },
      { path: '/sitemaps/hi-2.xml', lastmod: '2026-11-22' },
    ]);
    expect(parseSitemapPart('hi-2.xml')).toEqual({ locale: 'hi', n: 2 });
    expect(parseSitemapPart(sitemapPartPath('en', 1).split('/').at(-1)!)).toEqual({ locale: 'en', n: 1 });
    for (const bad of ['1.xml', 'fr-1.xml', 'hi-0.xml', 'hi-1.xml.gz', 'hi-01.xml']) expect(parseSitemapPart(bad), bad).toBeNull();
  });
});

describe('sitemap and robots routes', () => {
  /** Runs a route's getServerSideProps with a response that records what it wrote. */
  async function run(
    handler: (context: never) => Promise<unknown>,
    context: { locale: string; params?: Record<string, string> },
  ): Promise<{ result: unknown; body: string; headers: Record<string, string> }> {
    const headers: Record<string, string> = {};
    let body = '';
    const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), end: (text: string) => (body = text) };
    const result = await handler({ ...context, defaultLocale: 'en', res } as never);
    return { result, body, headers };
  }

  it('/sitemap.xml is the index of the English and the Hindi sitemaps; /hi/sitemap.xml is a 404', async () => {
    const index = await run(sitemapIndexPage, { locale: 'en' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${SITE_URL}/sitemaps/en-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${SITE_URL}/sitemaps/hi-1.xml</loc>`);
    expect((await run(sitemapIndexPage, { locale: 'hi' })).result).toEqual({ notFound: true });
  });

  it('/sitemaps/hi-1.xml lists the Hindi URLs; unknown parts and /hi/sitemaps/... are 404s', async () => {
    const hi = await run(sitemapPartPage, { locale: 'en', params: { part: 'hi-1.xml' } });
    expect(hi.body).toContain(`<loc>${SITE_URL}/hi/delhi</loc>`);
    expect(hi.body).toContain(`<loc>${SITE_URL}/hi/noida/noida-sector-62</loc>`);
    expect(hi.body).not.toMatch(new RegExp(`<loc>${SITE_URL}/(?!hi[/<])`));
    const en = await run(sitemapPartPage, { locale: 'en', params: { part: 'en-1.xml' } });
    expect(en.body).toContain(`<loc>${SITE_URL}/delhi</loc>`);
    expect(en.body).not.toContain(`<loc>${SITE_URL}/hi`);
    for (const [locale, part] of [
      ['en', 'en-2.xml'],
      ['en', '1.xml'],
      ['hi', 'hi-1.xml'],
    ] as const)
      expect((await run(sitemapPartPage, { locale, params: { part } })).result, `${locale} ${part}`).toEqual({ notFound: true });
  });

  it('/robots.txt points at the index and keeps customer pages of both languages out; /hi/robots.txt is a 404', async () => {
    const robots = await run(robotsPage, { locale: 'en' });
    expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /hi/orderlist');
    expect((await run(robotsPage, { locale: 'hi' })).result).toEqual({ notFound: true });
  });
});
