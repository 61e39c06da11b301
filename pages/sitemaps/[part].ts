import type { GetServerSideProps } from 'next';
import { siteUrls } from '../../data/sitemapUrls';
import { parseSitemapPart, sitemapXml, splitSitemap } from '../../lib/sitemap';

/**
 * /sitemaps/{locale}-{n}.xml: the n-th sitemap of a language (`en-1`, `hi-1`), listed by /sitemap.xml; anything
 * else, and every `/hi/sitemaps/...`, is a 404.
 */
export default function SitemapPart() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ params, res, locale, defaultLocale }) => {
  const name = parseSitemapPart(String(params?.part ?? ''));
  const part = name && locale === defaultLocale ? splitSitemap(siteUrls())[name.n - 1] : undefined;
  if (!name || !part) return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(sitemapXml(part, name.locale));
  return { props: {} };
};
