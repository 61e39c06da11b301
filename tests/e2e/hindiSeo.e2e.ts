/**
 * The Hindi site for search engines: every sitemap URL in both languages answers 200 with its hreflang trio (each
 * pair pointing back), the Hindi city page's language, canonical, title, FAQ and FAQPage JSON-LD, no stray Latin
 * words on the Hindi pages, axe on the Hindi pages, and the `/hi` forms of non-pages. HTML is fetched without a
 * browser where that is enough.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { strayLatinWords } from '../../lib/i18n/latinAllowList';
import { baseURL, canonicalOf, setupBrowser, withPage } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';
import { sitemapXmlOf } from './sitemaps';
import { decodeHtml } from './api';
import { readableTextOf, renderEveryPart } from './pageText';
import { HTML_LANG } from '../../lib/i18n/locales';
import { text } from '../helpers/messages';

const browser = setupBrowser();
const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;

/**
 * Hindi pages of each kind scanned in Chromium after they hydrate (the server HTML of every Hindi sitemap URL is
 * scanned without a browser below): what the browser adds (dates, counts, client-only widgets) must be Hindi too.
 */
const SCANNED_HINDI_PAGES = [
  '/hi',
  '/hi/delhi',
  '/hi/delhi/green-park',
  '/hi/gurugram/chef-near-me',
  '/hi/services',
  '/hi/book-chef-cook-for-party',
  '/hi/balloon-decoration',
  '/hi/balloon-decoration/birthday/product/pink-gold-balloon-arch-birthday-decoration',
  '/hi/photography-page',
  '/hi/party-food-delivery-live-catering-buffet',
  '/hi/aboutus',
];
/** What the Chromium scan leaves out: text not to be translated and text in another language (the language switch). */
const NOT_SCANNED = '[translate="no"], body [lang]:not([lang="hi"])';

/** The `hreflang` alternates of a page's HTML, by language. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)];
  return Object.fromEntries(links.map((m) => [m[1]!, m[2]!]));
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * The stray Latin words of each Hindi sitemap page's server HTML, by URL: the hreflang test reads every page once
 * and scans the Hindi ones as it goes, so the scan below does not fetch (and render) each of them again.
 */
const strayWordsByHindiUrl = new Map<string, string[]>();

/** The stray Latin words of one Hindi page's HTML (strayLatinWords over what a reader or a search engine reads). */
function strayWordsOf(html: string): string[] {
  return strayLatinWords(readableTextOf(html).join(' '));
}

describe('the sitemaps of both languages', () => {
  it('list the same pages; each URL answers 200 with canonical itself and the hreflang trio pointing at both', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const [english, hindi] = [locs(await sitemapXmlOf('en')), locs(await sitemapXmlOf('hi'))];
    expect(english.length).toBeGreaterThan(1000);
    expect(hindi).toEqual(english.map((url) => (url === SITE ? `${SITE}/hi` : url.replace(SITE, `${SITE}/hi`))));
    const failures = (
      await inBatches(
        english.map((url, i) => [url, hindi[i]!] as const),
        8,
        async ([en, hi]) => {
          const problems: string[] = [];
          const trio = { 'en-IN': en, 'hi-IN': hi, 'x-default': en };
          for (const url of [en, hi]) {
            const response = await fetch(url.replace(SITE, baseURL));
            if (response.status !== 200) {
              problems.push(`${url} ${response.status}`);
              continue;
            }
            const html = await response.text();
            if (url === hi) strayWordsByHindiUrl.set(url, strayWordsOf(html));
            if (canonicalOf(html) !== url) problems.push(`${url} canonical ${canonicalOf(html)}`);
            const alternates = alternatesOf(html);
            if (JSON.stringify(alternates) !== JSON.stringify(trio)) problems.push(`${url} hreflang ${JSON.stringify(alternates)}`);
          }
          return problems;
        },
      )
    ).flat();
    expect(failures).toEqual([]);
  }, 900_000);

  it('every Hindi page says nothing in Latin letters outside the allow-list (server HTML, head and body)', async () => {
    const hindi = [...(await sitemapXmlOf('hi')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const failures = (
      await inBatches(hindi, 8, async (url) => {
        // read by the test above in the same run; fetched here when this test runs alone
        const stray = strayWordsByHindiUrl.get(url) ?? strayWordsOf(await (await fetch(url.replace(SITE, baseURL))).text());
        return stray.length === 0 ? [] : [`${url}: ${[...new Set(stray)].join(' ')}`];
      })
    ).flat();
    expect(failures).toEqual([]);
  }, 900_000);
});

describe('/hi/delhi for search engines (raw HTML)', () => {
  it('is Hindi: lang, canonical, title, h1, FAQ and a Hindi FAQPage', async () => {
    const html = decodeHtml(await (await fetch(`${baseURL}/hi/delhi`)).text());
    expect(html).toMatch(/<html lang="hi"/);
    expect(canonicalOf(html)).toBe(`${SITE}/hi/delhi`);
    expect(alternatesOf(html)).toEqual({ 'en-IN': `${SITE}/delhi`, 'hi-IN': `${SITE}/hi/delhi`, 'x-default': `${SITE}/delhi` });
    expect(html).toMatch(/<title[^>]*>दिल्ली में पार्टी के लिए शेफ, बलून डेकोरेशन और पार्टी सर्विसेज \| Party Services<\/title>/);
    expect(html).toMatch(/<h1[^>]*>दिल्ली में पार्टी के लिए शेफ, डेकोरेशन और पार्टी सर्विसेज<\/h1>/);
    expect(html).toContain('दिल्ली में पार्टी के लिए शेफ कैसे बुक करें?');
    expect(html).toMatch(/<meta property="og:locale" content="hi_IN"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
      (m) =>
        JSON.parse(m[1]!) as {
          '@type': string;
          mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
          itemListElement?: { item: string }[];
        },
    );
    const faq = jsonLd.find((data) => data['@type'] === 'FAQPage')!;
    expect(faq.mainEntity).toHaveLength(25);
    expect(faq.mainEntity![0]!.name).toBe('दिल्ली में पार्टी के लिए शेफ कैसे बुक करें?');
    expect(faq.mainEntity!.flatMap((q) => [...strayLatinWords(q.name), ...strayLatinWords(q.acceptedAnswer.text)])).toEqual([]);
    const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement!.map((i) => i.item)).toEqual([`${SITE}/hi`, `${SITE}/hi/delhi`]);
    // Hindi is drawn in the device's own Devanagari font: nothing to preload
    expect(html).not.toContain('as="font"');
  });
});

describe('the Hindi pages in Chromium', () => {
  it.each(SCANNED_HINDI_PAGES)('%s shows no Latin-letter word outside the allow-list', async (path) => {
    await withPage(browser(), 'mobile', async (page) => {
      expect((await page.goto(path, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      const rendered = await renderEveryPart(page);
      // the city page defers its FAQ, areas and footer: the helper must have rendered them for the scan to read them
      if (path === '/hi/delhi') expect(rendered).toBeGreaterThan(0);
      const text = await page.evaluate((selector) => {
        document.querySelectorAll<HTMLElement>(selector).forEach((element) => (element.style.display = 'none'));
        return document.body.innerText;
      }, NOT_SCANNED);
      expect(strayLatinWords(text)).toEqual([]);
    });
  });

  for (const path of ['/hi', '/hi/delhi', '/hi/delhi/green-park']) {
    it(`${path} has no serious or critical axe-core violations`, async () => {
      await withPage(browser(), 'mobile', async (page) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    });
  }

  it('downloads no web font in either language (Hindi is the device font)', async () => {
    for (const path of ['/delhi', '/hi/delhi']) {
      await withPage(browser(), 'mobile', async (page) => {
        const fonts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'font') fonts.push(request.url());
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(fonts, path).toEqual([]);
      });
    }
  });
});

describe('the /hi forms of what is not a page', () => {
  it('answers 404 for the sitemaps and robots.txt, and sends /hi/ops to the English console', async () => {
    for (const path of ['/hi/sitemap.xml', '/hi/robots.txt', '/hi/sitemaps/hi-1.xml', '/sitemaps/fr-1.xml']) {
      expect((await fetch(`${baseURL}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
    expect((await fetch(`${baseURL}/sitemaps/hi-1.xml`)).status).toBe(200);
    for (const [from, to] of [
      ['/hi/ops', '/ops'],
      ['/hi/ops/orders', '/ops/orders'],
    ]) {
      const response = await fetch(`${baseURL}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(307);
      expect(new URL(response.headers.get('location')!, baseURL).pathname, from).toBe(to);
    }
  });

  it('answers an unknown Hindi path with the Hindi 404 page, an unknown English one with the English page', async () => {
    for (const [path, lang, heading] of [
      ['/hi/no-such-page', 'hi', text('info', 'notFound.heading', {}, 'hi')],
      ['/hi/nowhere/chef-near-me', 'hi', text('info', 'notFound.heading', {}, 'hi')],
      ['/no-such-page', 'en', text('info', 'notFound.heading')],
    ] as const) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      const html = decodeHtml(await response.text());
      expect(html, path).toMatch(new RegExp(`<html lang="${HTML_LANG[lang]}"`));
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
  });

  it('lets a shared cache keep the home page in both languages', async () => {
    for (const path of ['/', '/hi']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, s-maxage=300, stale-while-revalidate=3600');
    }
  });
});
