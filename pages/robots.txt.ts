import type { GetServerSideProps } from 'next';
import { SITE_URL } from '../lib/site';

/**
 * /robots.txt: crawl everything public (both languages), keep out the API and customer pages, and point at the
 * sitemap index. Not a page: `/hi/robots.txt` is a 404.
 */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  if (locale !== defaultLocale) return { notFound: true };
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /orderlist',
    'Disallow: /order-details',
    'Disallow: /accounts',
    'Disallow: /book-chef-checkout',
    'Disallow: /hi/orderlist',
    'Disallow: /hi/order-details',
    'Disallow: /hi/accounts',
    'Disallow: /hi/book-chef-checkout',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400');
  res.end(body);
  return { props: {} };
};
