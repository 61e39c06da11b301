// @ts-check
/**
 * The security headers of every response, built once by next.config.js
 * `headers()` at build time. CommonJS because next.config.js is plain Node; types in
 * securityHeaders.d.ts. Scored like Mozilla's HTTP Observatory by tests/helpers/observatory.ts.
 *
 * Script policy: no 'unsafe-inline' and no 'unsafe-eval' (production). The page's own inline
 * scripts are allowed by the sha256 of their exact text, read from the same module that renders them
 * (inlineScripts.js), and react-gtm-module's inline snippet by the sha256 of the text that library
 * builds for our container id (its own Snippets module, so a library update cannot drift either).
 */
const { createHash } = require('node:crypto');
const { LOAD_AFTER_FIRST_PAINT } = require('./inlineScripts.js');

/** Google Tag Manager's host: gtm.js and the gtag.js of the tags it loads come from here. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Where Google Analytics 4 tags send hits (Google's CSP guide for GA4 + GTM: connect-src and img-src). */
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The hosts firebase/messaging (getToken, token refresh, deleteToken) and its installations
 * dependency fetch in the browser and in the messaging service worker (@firebase/messaging and
 * @firebase/installations sources: fcmregistrations.googleapis.com/v1, firebaseinstallations.googleapis.com/v1;
 * fcm.googleapis.com is the push endpoint host of the legacy send API).
 */
const FIREBASE_MESSAGING_ORIGINS = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcm.googleapis.com',
];

/**
 * Razorpay Checkout: its script (loaded by client/gateway.ts on the pay step only), the frames
 * it opens over the page, and the hosts its script calls from our page (its API and its event logger).
 */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
};

/**
 * Browser features no page uses, switched off for the page and every frame (Permissions-Policy).
 * Only features Chromium recognises: an unknown one is a console error there. A page that comes to
 * need one gets its own `headers()` entry allowing it for our origin only (FEATURE_PAGES).
 */
const POLICY_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * A Permissions-Policy value: every feature of POLICY_FEATURES off, but those in `allowedOnSelf` allowed for our own
 * origin (never a frame of another).
 * @param {string[]} [allowedOnSelf]
 * @returns {string}
 */
function permissionsPolicy(allowedOnSelf = []) {
  return POLICY_FEATURES.map((feature) => `${feature}=(${allowedOnSelf.includes(feature) ? 'self' : ''})`).join(', ');
}

/** The Permissions-Policy of every response: every feature off. */
const PERMISSIONS_POLICY = permissionsPolicy();

/**
 * The pages that need a browser feature, for next.config.js `headers()` after the security headers (the later entry's
 * Permissions-Policy wins). The partner app asks for the phone's location on "I've arrived" (client/arrivalLocation.ts):
 * the whole app, since it moves between its pages without loading a new document, and a document keeps the policy
 * it was loaded with.
 * @type {{ source: string, headers: { key: string, value: string }[] }[]}
 */
const FEATURE_PAGES = ['/partner', '/partner/:path*'].map((source) => ({
  source,
  headers: [{ key: 'Permissions-Policy', value: permissionsPolicy(['geolocation']) }],
}));

/** HSTS: one year, subdomains too (production only: a development server on http://localhost must not pin https). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * A CSP hash source for an inline script's exact text.
 * @param {string} text the script element's text, byte for byte
 * @returns {string} `'sha256-<base64>'`
 */
function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline `<script>` text react-gtm-module's `TagManager.initialize({ gtmId })` inserts (client/tagManager.ts
 * calls it with the id only), computed by the library's own snippet builder.
 * @param {string} gtmId container id, e.g. GTM-XXXXXXX
 * @returns {string}
 */
function tagManagerSnippet(gtmId) {
  /** @type {{ tags(args: { id: string, events: object, dataLayer: undefined, dataLayerName: string, auth: string, preview: string }): { script: string } }} */
  const Snippets = require('react-gtm-module/dist/Snippets');
  // TagManager.initialize's defaults: events {}, dataLayerName 'dataLayer', auth '', preview ''
  return Snippets.tags({ id: gtmId, events: {}, dataLayer: undefined, dataLayerName: 'dataLayer', auth: '', preview: '' }).script;
}

/**
 * @typedef {object} SecurityHeaderOptions
 * @property {boolean} production `next build`/`npm start` (true) or `next dev` (false: inline scripts and
 *   'unsafe-eval' for its development tooling; no HSTS, no nosniff)
 * @property {string} [gtmId] NEXT_PUBLIC_GTM_ID; empty or absent: no tag manager sources at all
 * @property {boolean} [firebase] push messaging configured (NEXT_PUBLIC_FIREBASE_*): allow its endpoints
 * @property {string} [mediaOrigin] the origin of the S3-compatible bucket gallery photos are served
 *   from (signed URLs), allowed as an image source; absent with the local disk (same origin)
 */

/**
 * The Content-Security-Policy directives, each with its source list.
 * `default-src 'none'`: everything not listed below is refused (media, objects, and frames other than
 * Razorpay Checkout's). Razorpay is allowed whatever PAYMENT_PROVIDER says: these headers are fixed at
 * build time, while the gateway is chosen when the server starts.
 * `style-src 'unsafe-inline'`: Emotion (MUI) inserts `<style>` elements at run time and components set
 * `style` attributes; the Observatory scores an unsafe style-src 0, scripts stay strict.
 * @param {SecurityHeaderOptions} options
 * @returns {Record<string, string[]>}
 */
function contentSecurityPolicyDirectives({ production, gtmId = '', firebase = false, mediaOrigin = '' }) {
  const tagManager = gtmId ? [TAG_MANAGER_ORIGIN] : [];
  const analytics = gtmId ? ANALYTICS_ORIGINS : [];
  const inlineScripts = [LOAD_AFTER_FIRST_PAINT, ...(gtmId ? [tagManagerSnippet(gtmId)] : [])];
  return {
    'default-src': ["'none'"],
    // `next dev` runs inline scripts of its own (refresh runtime, overlay) that no hash can follow: there
    // (only) inline scripts and eval are allowed; a source list with a hash would ignore 'unsafe-inline'.
    'script-src': production
      ? ["'self'", ...inlineScripts.map(sha256Source), ...tagManager, ...RAZORPAY_CHECKOUT.script]
      : ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...tagManager, ...RAZORPAY_CHECKOUT.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...tagManager, ...analytics, ...(mediaOrigin ? [mediaOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tagManager, ...analytics, ...(firebase ? FIREBASE_MESSAGING_ORIGINS : []), ...RAZORPAY_CHECKOUT.connect],
    'frame-src': [...RAZORPAY_CHECKOUT.frame],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The Content-Security-Policy header value.
 * @param {SecurityHeaderOptions} options
 * @returns {string}
 */
function contentSecurityPolicy(options) {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every security header, for next.config.js `headers()` on `/:path*` (pages, API answers, static files, 404s).
 * Cross-Origin-Resource-Policy same-site: nothing of ours is embedded by other sites, and a future asset
 * host on a subdomain stays allowed. No Cross-Origin-Opener-Policy: it scores nothing and severs the
 * window Tag Assistant (GTM preview) opens the site in.
 * @param {SecurityHeaderOptions} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
    // production only: `next dev` serves one of its client manifests as JSON and runs it as a script
    ...(options.production ? [{ key: 'X-Content-Type-Options', value: 'nosniff' }] : []),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  ];
}

/**
 * the origin presigned gallery URLs point at, from the MEDIA_S3_* settings (read at build time):
 * a custom endpoint (Cloudflare R2, MinIO) as given, or with virtual-hosted addressing the bucket's host on
 * it; AWS S3 otherwise (`https://{bucket}.s3.{region}.amazonaws.com`). Empty when no bucket is configured.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
function mediaOriginFrom(env) {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) return '';
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE === '1' || env.MEDIA_S3_FORCE_PATH_STYLE === 'true';
  if (env.MEDIA_S3_ENDPOINT) {
    const endpoint = new URL(env.MEDIA_S3_ENDPOINT);
    return pathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${env.MEDIA_S3_REGION || 'us-east-1'}.amazonaws.com`;
}

module.exports = {
  FEATURE_PAGES,
  FIREBASE_MESSAGING_ORIGINS,
  mediaOriginFrom,
  RAZORPAY_CHECKOUT,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  STRICT_TRANSPORT_SECURITY,
  TAG_MANAGER_ORIGIN,
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  securityHeaders,
  sha256Source,
  tagManagerSnippet,
};
