import type { GetServerSideProps } from 'next';
import { siteUrls } from '../../data/sitemapUrls';
import { sitemapXml, splitSitemap } from '../../lib/sitemap';

/** /sitemaps/{n}.xml: the n-th sub-sitemap when /sitemap.xml is an index (404 otherwise). */
export default function SitemapPart() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  const match = /^(\d+)\.xml$/.exec(String(params?.part ?? ''));
  const parts = splitSitemap(siteUrls());
  const part = match && parts.length > 1 ? parts[Number(match[1]) - 1] : undefined;
  if (!part) return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(sitemapXml(part));
  return { props: {} };
};
