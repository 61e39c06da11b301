// @ts-check

const longCache = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files next to its own module: never bundle it.
  serverExternalPackages: ['@electric-sql/pglite'],
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      // Dish and product images are content-addressed by file name: cache them for a year.
      { source: '/uploads/:path*', headers: longCache },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
    ];
  },
};

module.exports = nextConfig;
