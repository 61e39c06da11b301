import type { Locale } from '../../lib/i18n/locales';
import { baseURL } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';

const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;

/**
 * The sitemaps of one language, joined: /sitemap.xml is an index of `/sitemaps/{locale}-{n}.xml` files, each a
 * `<urlset>` of that language's URLs with their hreflang alternates.
 */
export async function sitemapXmlOf(locale: Locale): Promise<string> {
  const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1]!.replace(SITE, ''))
    .filter((path) => path.startsWith(`/sitemaps/${locale}-`));
  if (parts.length === 0) throw new Error(`no ${locale} sitemap in /sitemap.xml`);
  const texts = await Promise.all(parts.map(async (path) => (await fetch(`${baseURL}${path}`)).text()));
  return texts.join('\n');
}
