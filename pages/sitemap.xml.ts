import type { GetServerSideProps } from 'next';
import { siteUrls } from '../data/sitemapUrls';
import { sitemapIndexParts, sitemapIndexXml } from '../lib/sitemap';

/**
 * /sitemap.xml: the index of the English and the Hindi sitemaps (`/sitemaps/en-1.xml`, `/sitemaps/hi-1.xml`, more
 * past 50,000 URLs each). Not a page: `/hi/sitemap.xml` is a 404, never a second copy.
 */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  if (locale !== defaultLocale) return { notFound: true };
  const xml = sitemapIndexXml(sitemapIndexParts(siteUrls()));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};
