import type { GetServerSideProps } from 'next';
import { siteUrls } from '../data/sitemapUrls';
import { latestLastmod, sitemapIndexXml, sitemapPartPath, sitemapXml, splitSitemap } from '../lib/sitemap';

/** /sitemap.xml: every indexable URL with lastmod; an index of /sitemaps/{n}.xml past 50,000 URLs. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const urls = siteUrls();
  const parts = splitSitemap(urls);
  const xml =
    parts.length <= 1
      ? sitemapXml(urls)
      : sitemapIndexXml(parts.map((part, i) => ({ path: sitemapPartPath(i + 1), lastmod: latestLastmod(part) })));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};
