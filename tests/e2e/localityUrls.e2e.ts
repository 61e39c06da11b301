import { describe, expect, it } from 'vitest';
import { findLocality } from '../../data/cities';
import { decorationProducts } from '../../data/decoration/products';
import previousPaths from '../fixtures/cityPrefixedLocalityPaths.json';
import { baseURL, canonicalOf, hrefsOf } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';
import { sitemapXmlOf } from './sitemaps';

/**
 * Locality pages answer at the name-only slug the
 * original site has indexed, and our earlier city-prefixed URLs answer 301 there, query string kept.
 */
const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;
const product = decorationProducts.find((p) => p.category === 'birthday')!;

const breadcrumbUrls = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { item?: string }[] })
    .filter((j) => j['@type'] === 'BreadcrumbList')
    .flatMap((j) => (j.itemListElement ?? []).map((e) => e.item));

/** The answer to GET `path` without following redirects: status and Location as a site path with its query. */
async function redirectOf(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (location === null) return { status: response.status, location };
  const url = new URL(location, baseURL);
  expect(url.origin).toBe(new URL(baseURL).origin);
  return { status: response.status, location: `${url.pathname}${url.search}` };
}

describe('locality URLs', () => {
  it('/mumbai/andheri-west answers 200 with a canonical link and breadcrumbs to itself', async () => {
    const response = await fetch(`${baseURL}/mumbai/andheri-west`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    // React separates the h1's text parts with <!-- --> in the server HTML
    const html = (await response.text()).replace(/<!-- -->/g, '');
    expect(canonicalOf(html)).toBe(`${SITE}/mumbai/andheri-west`);
    expect(breadcrumbUrls(html)).toContain(`${SITE}/mumbai/andheri-west`);
    expect(html).toMatch(/<h1[^>]*>[^<]*Andheri West, Mumbai/);
  });

  it('keeps names that carry the city: /noida/noida-sector-62 and /mumbai/mumbai-central answer 200', async () => {
    for (const path of ['/noida/noida-sector-62', '/mumbai/mumbai-central', '/delhi/adarsh-nagar']) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(canonicalOf(await response.text()), path).toBe(`${SITE}${path}`);
    }
  });

  it('answers the earlier city-prefixed locality page with a 301 that keeps the query string', async () => {
    expect(await redirectOf('/mumbai/mumbai-andheri-west?utm_source=x')).toEqual({
      status: 301,
      location: '/mumbai/andheri-west?utm_source=x',
    });
    expect(await redirectOf('/mumbai/mumbai-mumbai-central')).toEqual({ status: 301, location: '/mumbai/mumbai-central' });
    expect(await redirectOf('/bangalore/bengaluru-koramangala?utm_medium=cpc')).toEqual({
      status: 301,
      location: '/bangalore/koramangala?utm_medium=cpc',
    });
  });

  it('answers the earlier decoration pages of a locality with a 301 to the same page under the name-only slug', async () => {
    const query = '?utm_source=google&utm_campaign=diwali&gclid=abc123';
    const pages = [
      '/balloon-decoration',
      '/balloon-decoration/birthday',
      `/balloon-decoration/${product.category}/product/${product.slug}`,
    ];
    for (const rest of pages) {
      const redirect = await redirectOf(`/delhi/delhi-adarsh-nagar${rest}${query}`);
      expect(redirect, rest).toEqual({ status: 301, location: `/delhi/adarsh-nagar${rest}${query}` });
      const response = await fetch(`${baseURL}${redirect.location}`, { redirect: 'manual' });
      expect(response.status, rest).toBe(200);
      const html = await response.text();
      expect(canonicalOf(html), rest).toBe(`${SITE}/delhi/adarsh-nagar${rest}`);
      expect(breadcrumbUrls(html), rest).toContain(`${SITE}/delhi/adarsh-nagar`);
    }
  });

  it('still answers 404 for unknown localities, with or without a city prefix', async () => {
    for (const path of ['/mumbai/mumbai-atlantis', '/mumbai/atlantis', '/delhi/andheri-west']) {
      expect((await redirectOf(path)).status, path).toBe(404);
    }
  });

  it('links localities from the city page by their name-only URL', async () => {
    const hrefs = hrefsOf(await (await fetch(`${baseURL}/mumbai`)).text());
    expect(hrefs).toContain('/mumbai/andheri-west');
    expect(hrefs).toContain('/mumbai/mumbai-central');
    expect(hrefs.filter((h) => /^\/mumbai\/mumbai-(?!central$)/.test(h))).toEqual([]);
  });

  it('lists only name-only locality URLs in the sitemap', async () => {
    const xml = await sitemapXmlOf('en');
    const paths = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, '')));
    const localityPaths = [...paths].filter((p) => {
      const [, city, slug, ...rest] = p.split('/');
      return rest.length === 0 && findLocality(city ?? '', slug ?? '') !== undefined;
    });
    expect(localityPaths.length).toBeGreaterThan(900);
    expect(paths).toContain('/mumbai/andheri-west');
    expect(paths).toContain('/noida/noida-sector-62');
    const earlier = previousPaths.filter((p) => !localityPaths.includes(p));
    expect(earlier.length).toBeGreaterThan(900);
    expect(earlier.filter((p) => paths.has(p))).toEqual([]);
  });
});
