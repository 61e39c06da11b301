// @ts-check
const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = require('next/constants');
const path = require('node:path');
const { FEATURE_PAGES, mediaOriginFrom, securityHeaders } = require('./lib/security/securityHeaders.js');
const { addCompileHints } = require('./scripts/compileHints.js');

const longCache = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

/**
 * Locality pages live at the name-only slug
 * (`/mumbai/andheri-west`, as the original site has them indexed); the earlier city-prefixed form
 * (`/mumbai/mumbai-andheri-west`, and every page below it) answers 301 there. Next.js passes the
 * query string (utm parameters) on to the destination. One rule per city, listing its localities,
 * so a slug that merely starts with the city (`/mumbai/mumbai-central`) is never redirected.
 * The groups are written from the TypeScript city data by `npm run data:locality-redirects`.
 * @type {{ city: string, prefix: string, slugs: string[] }[]}
 */
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

/** The customer's own pages (see headers()): never kept by a shared cache. */
const PRIVATE_PAGES = [
  '/accounts',
  '/orderlist',
  '/order-details',
  '/checkout',
  '/book-chef-checkout',
  '/book-chef-cook-for-party/order-details',
  '/photography-checkout',
  '/party-food-delivery-live-catering-buffet-checkout',
  '/chat',
  '/pay/result',
  '/pay/share/result',
  '/photo-gallery',
  '/lucky-draw',
  '/wonderland/:path*',
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // English keeps its URLs; Hindi lives under /hi. No automatic redirect: `Accept-Language` only lets the page
  // suggest the switch (components/i18n/LanguageSuggestion), and one URL stays one page for every visitor (the shared
  // page cache keys on the path). The languages are lib/i18n/locales.ts's LOCALES.
  i18n: { locales: ['en', 'hi'], defaultLocale: 'en', localeDetection: false },
  // PGlite loads its WebAssembly and data files next to its own module: never bundle it.
  // The invite renderer's native rasterizer (a per-platform binary) and font shaper load their own files: never bundle them.
  serverExternalPackages: ['@electric-sql/pglite', '@resvg/resvg-js', 'fontkit'],
  compiler: {
    // The chunks every page runs at start-up are compiled on the browser's streaming thread,
    // not lazily on the main thread (scripts/compileHints.js)
    async runAfterProductionCompile({ projectDir, distDir }) {
      addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths of the pre-sized hero WebP files (components/common/PageHero.tsx HERO_IMAGE_WIDTHS):
    // a phone (412 px at DPR 1.75-2) gets 828, laptops 1200, large screens 1920.
    deviceSizes: [640, 828, 1200, 1920],
    // The optimizer answers with this CSP instead of the site's: an image, opened on its own,
    // runs nothing and loads nothing.
    contentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'; sandbox",
  },
  async redirects() {
    return [
      ...localityRedirects(),
      // The original product's step-2 path (with "-buffet") moved to the spec's path
      {
        source: '/party-food-delivery-live-catering-buffet-select-date/:selectedfoodCategory',
        destination: '/party-food-delivery-live-catering-select-date/:selectedfoodCategory',
        statusCode: 301,
      },
      // The console (/ops) is English only: its Hindi form is the English page, never a second copy
      { source: '/hi/ops/:path*', destination: '/ops/:path*', locale: false, permanent: false },
      // The original's photography detail path (under its category) moved to the spec's product route
      {
        source: '/photography-page/:catValue/product/:productName',
        destination: '/photography-page/product/:productName',
        statusCode: 301,
      },
    ];
  },
  async headers() {
    return [
      // Dish and product images are content-addressed by file name: cache them for a year.
      { source: '/uploads/:path*', headers: longCache },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
      // The home page is one static HTML for every visitor (its data function only adds its language's messages;
      // login state is client-side), which Next would mark cacheable for a year: a shared cache (server.js) keeps it
      // five minutes, as the other landing pages. Next keeps a Cache-Control set here. With i18n routing the source
      // also matches the Hindi home page `/hi` (each source is prefixed with the locales).
      { source: '/', headers: [{ key: 'Cache-Control', value: 'public, s-maxage=300, stale-while-revalidate=3600' }] },
      // The Devanagari subset font of the Hindi pages (public/fonts): its name changes when its content does
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }] },
      // A customer's own screens (orders, account, checkouts, payment results, chat, the invite app) are the same
      // static shell for everyone, filled in the browser; they are still never kept by a shared cache, as before they
      // had their language's messages (a data function makes Next mark them cacheable for a year).
      ...PRIVATE_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
      })),
    ];
  },
};

/**
 * Why a production build cannot go ahead with this site URL, or null when it can. Without
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
 * The site mode a build or server is for: SITE_MODE when set, otherwise `live` for a
 * production build or server and `test` for `next dev` (as server/config.ts defaults it by NODE_ENV).
 * Published to the build as NEXT_PUBLIC_SITE_MODE (lib/siteMode.ts): static pages are rendered at build
 * time, so the test-site ribbon must be decided then, and the server compares it with its own SITE_MODE.
 * @param {string} phase the Next.js phase (next/constants).
 * @param {string | undefined} value the SITE_MODE value.
 * @returns {'live' | 'test'}
 * @throws Error naming SITE_MODE when it is neither `live` nor `test`.
 */
function siteModeFor(phase, value) {
  const mode = (value ?? '').trim();
  if (mode === '') return phase === PHASE_DEVELOPMENT_SERVER ? 'test' : 'live';
  if (mode !== 'live' && mode !== 'test') throw new Error(`SITE_MODE must be live or test, got "${mode}".`);
  return mode;
}

/**
 * The Next.js configuration of a phase, with the security headers; a production build stops here,
 * before compiling, when NEXT_PUBLIC_SITE_URL is missing or not a URL.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
function configFor(phase) {
  // `next typegen` (npm run typecheck) loads the configuration in the build phase too, but publishes nothing
  const typegen = process.argv.slice(2).includes('typegen');
  const problem = typegen ? null : siteUrlProblem(phase, process.env.NEXT_PUBLIC_SITE_URL);
  if (problem) throw new Error(problem);
  return {
    ...nextConfig,
    // The mode this build is for, inlined into its pages and its server (lib/siteMode.ts)
    env: { NEXT_PUBLIC_SITE_MODE: siteModeFor(phase, process.env.SITE_MODE) },
    // The e2e build (tests/e2e/globalSetup.ts) leaves out Next's own type check, a third of its time: `npm test` has
    // just run the same check on the same tsconfig (npm run typecheck). Every other build checks the types.
    typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
    // The security headers (CSP with the inline scripts' hashes, HSTS, nosniff, referrer and
    // permissions policies, ...) come first on every response: pages, API answers, static files and 404s.
    // `next dev` gets 'unsafe-eval' (React's tooling) and no HSTS; the phase decides, not NODE_ENV (test
    // runners build with NODE_ENV=test).
    async headers() {
      const security = securityHeaders({
        production: phase !== PHASE_DEVELOPMENT_SERVER,
        gtmId: process.env.NEXT_PUBLIC_GTM_ID,
        firebase: Boolean(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
        mediaOrigin: mediaOriginFrom(process.env),
      });
      // a page's own Permissions-Policy comes after the site-wide one: the last entry setting a header wins
      // `locale: false`: every response, /_next/static and /api included (a localized source would match pages only)
      return [{ source: '/:path*', headers: security, locale: false }, ...FEATURE_PAGES, ...((await nextConfig.headers?.()) ?? [])];
    },
  };
}

module.exports = configFor;
module.exports.siteUrlProblem = siteUrlProblem;
module.exports.siteModeFor = siteModeFor;
