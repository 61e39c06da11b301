import { describe, expect, it } from 'vitest';
import { cities } from '../../../data/cities';
import { localitySlug } from '../../../data/cities/localities/helpers';
import { siteUrls } from '../../../data/sitemapUrls';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapXml, splitSitemap } from '../../../lib/sitemap';

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
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/a&amp;b<\/loc><lastmod>2026-11-21<\/lastmod><\/url>/);
  });

  it('splits into an index and parts past the limit', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}`, lastmod: '2026-11-21' }));
    expect(splitSitemap(urls, 2).map((p) => p.length)).toEqual([2, 2, 1]);
    expect(sitemapIndexXml([{ path: '/sitemaps/1.xml', lastmod: '2026-11-21' }])).toMatch(
      /<sitemapindex[^>]*>\n<sitemap><loc>[^<]+\/sitemaps\/1\.xml<\/loc>/,
    );
  });
});
