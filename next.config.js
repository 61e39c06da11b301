// @ts-check

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
      // Dish and product images are content-addressed by file name: cache them for a year.
      { source: '/uploads/:path*', headers: longCache },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
    ];
  },
};

module.exports = nextConfig;
