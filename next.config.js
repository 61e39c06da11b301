// @ts-check
/** next/constants PHASE_PRODUCTION_BUILD (the config file is plain CommonJS without imports; a unit test checks the value). */
const PHASE_PRODUCTION_BUILD = 'phase-production-build';

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

/**
 * Why a production build cannot go ahead with this site URL, or null when it can. Issue 11: without
 * NEXT_PUBLIC_SITE_URL a build would publish http://localhost:3000 in canonical links, Open Graph tags,
 * the sitemap and robots.txt (the value is inlined at build time). `next dev` keeps the localhost default.
 * @param {string} phase the Next.js phase (next/constants).
 * @param {string | undefined} siteUrl the NEXT_PUBLIC_SITE_URL value.
 * @returns {string | null}
 */
function siteUrlProblem(phase, siteUrl) {
  if (phase !== PHASE_PRODUCTION_BUILD) return null;
  const value = (siteUrl ?? '').trim();
  if (value === '') {
    return 'NEXT_PUBLIC_SITE_URL is not set. A production build needs the public origin of the site (e.g. NEXT_PUBLIC_SITE_URL=https://www.example.in) for canonical links, the sitemap and robots.txt. Set it in the build environment or in .env.production.local (see .env.example).';
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return `NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL such as https://www.example.in, got "${value}".`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL such as https://www.example.in, got "${value}".`;
  }
  return null;
}

/**
 * The Next.js configuration of a phase; a production build stops here, before compiling, when
 * NEXT_PUBLIC_SITE_URL is missing or not a URL.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
function configFor(phase) {
  // `next typegen` (npm run typecheck) loads the configuration in the build phase too, but publishes nothing
  const typegen = process.argv.slice(2).includes('typegen');
  const problem = typegen ? null : siteUrlProblem(phase, process.env.NEXT_PUBLIC_SITE_URL);
  if (problem) throw new Error(problem);
  return nextConfig;
}

module.exports = configFor;
module.exports.siteUrlProblem = siteUrlProblem;
