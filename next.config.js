// @ts-check
const { securityHeaders } = require('./lib/security/securityHeaders.js');

const longCache = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

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
  async headers() {
    return [
      // Issue 11: CSP (inline scripts by hash), HSTS in production, nosniff, referrer and permissions
      // policies on every response: pages, API answers, static files and 404s.
      {
        source: '/:path*',
        headers: securityHeaders({
          production: process.env.NODE_ENV === 'production',
          gtmId: process.env.NEXT_PUBLIC_GTM_ID,
          firebase: Boolean(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
        }),
      },
      // Dish and product images are content-addressed by file name: cache them for a year.
      { source: '/uploads/:path*', headers: longCache },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
    ];
  },
};

module.exports = nextConfig;
