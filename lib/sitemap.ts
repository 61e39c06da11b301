import { canonicalUrl } from './site';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** One URL of a sitemap: a site path and the date its content last changed (yyyy-mm-dd). */
export interface SitemapUrl {
  path: string;
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A `<urlset>` sitemap of absolute canonical URLs. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(canonicalUrl(u.path))}</loc><lastmod>${u.lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>` pointing at sub-sitemaps (site paths). */
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

/** Site path of the n-th (1-based) sub-sitemap. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** The latest lastmod of a list (yyyy-mm-dd compares as text). */
export const latestLastmod = (urls: readonly SitemapUrl[]) =>
  urls.reduce((latest, u) => (u.lastmod > latest ? u.lastmod : latest), '1970-01-01');
