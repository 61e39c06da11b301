// @ts-check

const longCache = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

/**
 * Issue 11 "Continuity with the original's URLs": locality pages live at the name-only slug
 * (`/mumbai/andheri-west`, as the original site has them indexed); the earlier city-prefixed form
 * (`/mumbai/mumbai-andheri-west`, and every page below it) answers 301 there. Next.js passes the
 * query string (utm parameters) on to the destination. One rule per city, listing its localities,
 * so a slug that merely starts with the city (`/mumbai/mumbai-central`) is never redirected.
 * The groups are written from the TypeScript city data by `npm run data:locality-redirects`.
 * @type {{ city: string, prefix: string, slugs: string[] }[]}
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file is CommonJS, loaded by Next.js as is
const localityRedirectGroups = require('./data/cities/localityRedirects.json');

/** @returns {import('next/dist/lib/load-custom-routes').Redirect[]} */
function localityRedirects() {
  return localityRedirectGroups
    .filter((group) => group.slugs.length > 0)
    .map(({ city, prefix, slugs }) => ({
      source: `/${city}/${prefix}-:locality(${slugs.join('|')})/:rest*`,
      destination: `/${city}/:locality/:rest*`,
      // 301 rather than Next's `permanent` 308: the status search engines and old clients know best
      statusCode: 301,
    }));
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files next to its own module: never bundle it.
  serverExternalPackages: ['@electric-sql/pglite'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths of the pre-sized hero WebP files (components/common/PageHero.tsx HERO_IMAGE_WIDTHS):
    // a phone (412 px at DPR 1.75-2) gets 828, laptops 1200, large screens 1920.
    deviceSizes: [640, 828, 1200, 1920],
  },
  async redirects() {
    return localityRedirects();
  },
  async headers() {
    return [
      // Dish and product images are content-addressed by file name: cache them for a year.
      { source: '/uploads/:path*', headers: longCache },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
    ];
  },
};

module.exports = nextConfig;
