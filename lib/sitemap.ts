import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './i18n/locales';
import { absoluteUrl, alternateLinks } from './i18n/urls';
import { canonicalUrl } from './site';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** One URL of a sitemap: a site path (without a language prefix) and the date its content last changed (yyyy-mm-dd). */
export interface SitemapUrl {
  path: string;
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A `<urlset>` sitemap of one language's absolute canonical URLs (`/hi/delhi` in the Hindi one). Each `<url>` also
 * lists the page's `hreflang` alternates (Google's `xhtml:link` form: en-IN, hi-IN, x-default), the same set as
 * the page's own `<link rel="alternate">`, so each language's URL points at the other.
 * @param locale the sitemap's language (English by default).
 */
export function sitemapXml(urls: readonly SitemapUrl[], locale: Locale = DEFAULT_LOCALE): string {
  const body = urls
    .map((u) => {
      const alternates = alternateLinks(u.path)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
        .join('');
      return `<url><loc>${escapeXml(absoluteUrl(u.path, locale))}</loc><lastmod>${u.lastmod}</lastmod>${alternates}</url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}

/** A `<sitemapindex>` pointing at sub-sitemaps (site paths, never language-prefixed: the sitemaps are not pages). */
export function sitemapIndexXml(parts: readonly SitemapUrl[]): string {
  const body = parts
    .map((p) => `<sitemap><loc>${escapeXml(canonicalUrl(p.path))}</loc><lastmod>${p.lastmod}</lastmod></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Splits URLs into files of at most `max` (the protocol's 50,000 by default). */
export function splitSitemap<T>(urls: readonly T[], max = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < urls.length; i += max) parts.push(urls.slice(i, i + max));
  return parts;
}

/** Site path of a language's n-th (1-based) sub-sitemap: `/sitemaps/en-1.xml`, `/sitemaps/hi-1.xml`. */
export const sitemapPartPath = (locale: Locale, n: number) => `/sitemaps/${locale}-${n}.xml`;

/** The language and number of a sub-sitemap's file name (`hi-1.xml`), or null when it is none. */
export function parseSitemapPart(name: string): { locale: Locale; n: number } | null {
  const match = /^([a-z]{2})-([1-9]\d*)\.xml$/.exec(name);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], n: Number(match[2]) };
}

/** The index of every language's sub-sitemaps: each language's URLs split at `max`, English first. */
export function sitemapIndexParts(urls: readonly SitemapUrl[], max = SITEMAP_MAX_URLS): SitemapUrl[] {
  const parts = splitSitemap(urls, max);
  return LOCALES.flatMap((locale) => parts.map((part, i) => ({ path: sitemapPartPath(locale, i + 1), lastmod: latestLastmod(part) })));
}

/** The latest lastmod of a list (yyyy-mm-dd compares as text). */
export const latestLastmod = (urls: readonly SitemapUrl[]) =>
  urls.reduce((latest, u) => (u.lastmod > latest ? u.lastmod : latest), '1970-01-01');
