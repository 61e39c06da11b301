import type { GetServerSideProps } from 'next';
import { SITE_URL } from '../lib/site';

/** /robots.txt: crawl everything public, keep out the API and customer pages, and point at the sitemap. */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /orderlist',
    'Disallow: /order-details',
    'Disallow: /accounts',
    'Disallow: /book-chef-checkout',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400');
  res.end(body);
  return { props: {} };
};
