// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_AFTER_FIRST_PAINT } from '../../../../lib/security/inlineScripts';
import {
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  FEATURE_PAGES,
  FIREBASE_MESSAGING_ORIGINS,
  mediaOriginFrom,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  RAZORPAY_CHECKOUT,
  securityHeaders,
} from '../../../../lib/security/securityHeaders';
import { observatoryScore } from '../../../helpers/observatory';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PRODUCTION = { production: true, gtmId: 'GTM-TEST123' };

describe('Content-Security-Policy builder', () => {
  it("allows scripts from self, the tag manager's host, Razorpay Checkout and our inline scripts' hashes only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scriptSrc = contentSecurityPolicyDirectives(PRODUCTION)['script-src']!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toContain(sha256(LOAD_AFTER_FIRST_PAINT));
    expect(scriptSrc.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://checkout.razorpay.com',
    ]);
  });

  it('allows Razorpay Checkout: its script, its frames and the hosts its script calls, and no other frame', () => {
    for (const production of [true, false]) {
      const csp = contentSecurityPolicyDirectives({ production });
      expect(csp['script-src']).toContain('https://checkout.razorpay.com');
      expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
      expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://lumberjack.razorpay.com', 'https://api.razorpay.com']));
    }
    // the module's list is what the directives use
    const csp = contentSecurityPolicyDirectives(PRODUCTION);
    expect(csp['script-src']).toEqual(expect.arrayContaining([...RAZORPAY_CHECKOUT.script]));
    expect(csp['frame-src']).toEqual([...RAZORPAY_CHECKOUT.frame]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining([...RAZORPAY_CHECKOUT.connect]));
    // the checkout's hosts in the header itself
    expect(contentSecurityPolicy(PRODUCTION)).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
  });

  it("locks everything else down: default-src 'none', frame-ancestors 'none', object-src 'none', base-uri and form-action 'self'", () => {
    const csp = contentSecurityPolicyDirectives(PRODUCTION);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  it('lists no tag manager source at all when GTM is off', () => {
    const policy = contentSecurityPolicy({ production: true });
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('google-analytics');
    expect(contentSecurityPolicyDirectives({ production: true })['script-src']).toEqual([
      "'self'",
      sha256(LOAD_AFTER_FIRST_PAINT),
      'https://checkout.razorpay.com',
    ]);
  });

  it("allows inline scripts and 'unsafe-eval' for next dev only (its refresh runtime and overlay)", () => {
    const development = contentSecurityPolicyDirectives({ production: false })['script-src'] ?? [];
    expect(development).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
    // a hash beside 'unsafe-inline' would switch 'unsafe-inline' off
    expect(development.some((source) => source.startsWith("'sha256-"))).toBe(false);
  });

  it('turns off no powerful feature Chromium does not know (an unknown one is a console error on every page)', () => {
    const policy = securityHeaders({ production: true }).find((h) => h.key === 'Permissions-Policy')?.value;
    expect(policy).not.toMatch(/bluetooth/);
  });

  it('allows every Google host the firebase messaging SDK fetches, when push messaging is configured', () => {
    // The hosts the installed SDK really calls, read from its browser and service-worker builds.
    const sources = [
      '@firebase/messaging/dist/esm/index.esm.js',
      '@firebase/messaging/dist/esm/index.sw.esm.js',
      '@firebase/installations/dist/esm/index.esm.js',
    ]
      .map((file) => readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8'))
      .join('\n');
    const used = new Set([...sources.matchAll(/https:\/\/[a-z0-9-]+\.googleapis\.com/g)].map((m) => m[0]));
    expect(used.size).toBeGreaterThan(0);
    const connectSrc = contentSecurityPolicyDirectives({ ...PRODUCTION, firebase: true })['connect-src']!;
    for (const origin of used) expect(connectSrc).toContain(origin);
    expect(connectSrc).toEqual(expect.arrayContaining([...FIREBASE_MESSAGING_ORIGINS]));
    expect(contentSecurityPolicyDirectives(PRODUCTION)['connect-src']).not.toContain('https://fcmregistrations.googleapis.com');
  });
});

describe('tag manager snippet under the CSP', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    document.head.innerHTML = '';
  });

  it("allows, by hash, exactly the inline script client/tagManager's react-gtm-module inserts", async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', PRODUCTION.gtmId);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const { startTagManager } = await import('../../../../client/tagManager');
    expect(startTagManager('/')).toBe(true);
    await vi.waitFor(() => expect(document.head.querySelector('script:not([src])')).not.toBeNull());
    const inline = [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '');
    expect(inline).toHaveLength(1);
    expect(contentSecurityPolicyDirectives(PRODUCTION)['script-src']).toContain(sha256(inline[0]!));
    // and another container id would not be allowed
    expect(contentSecurityPolicyDirectives({ ...PRODUCTION, gtmId: 'GTM-OTHER' })['script-src']).not.toContain(sha256(inline[0]!));
  });
});

describe('security headers', () => {
  const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

  it('sends HSTS (1 year, subdomains) in production only, and the other headers always', () => {
    const production = securityHeaders(PRODUCTION);
    expect(header(production, 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(header(securityHeaders({ production: false }), 'Strict-Transport-Security')).toBeUndefined();
    expect(header(production, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(production, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(production, 'X-Frame-Options')).toBe('DENY');
    expect(header(production, 'Permissions-Policy')).toEqual(expect.stringContaining('camera=()'));
    expect(header(production, 'Permissions-Policy')).toEqual(expect.stringContaining('microphone=()'));
    expect(header(production, 'Permissions-Policy')).toEqual(expect.stringContaining('geolocation=()'));
  });

  it('allows the phone\'s location to the partner app only ("I\'ve arrived"), for our origin, every other feature still off', () => {
    const features = (policy: string) => Object.fromEntries(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
    const everywhere = features(PERMISSIONS_POLICY);
    expect(Object.values(everywhere).every((allowed) => allowed === '()')).toBe(true);
    expect(features(permissionsPolicy(['geolocation']))).toEqual({ ...everywhere, geolocation: '(self)' });
    // the partner app's pages, its home too (it moves between them without a new document)
    expect(FEATURE_PAGES.map((page) => page.source)).toEqual(['/partner', '/partner/:path*']);
    for (const page of FEATURE_PAGES) {
      expect(page.headers).toEqual([{ key: 'Permissions-Policy', value: permissionsPolicy(['geolocation']) }]);
    }
  });

  it('scores A+ (>= 100) with the Observatory rules on an HTML page', () => {
    const headers = new Headers([
      ['content-type', 'text/html; charset=utf-8'],
      ...securityHeaders(PRODUCTION).map((h): [string, string] => [h.key, h.value]),
    ]);
    const scored = observatoryScore({ url: 'https://www.example-party.in/', headers, body: '<script src="/_next/static/a.js"></script>' });
    expect(scored.grade).toBe('A+');
    expect(scored.score).toBeGreaterThanOrEqual(100);
  });
});

describe('gallery photos from an S3-compatible bucket', () => {
  it('allows the bucket origin as an image source only when one is configured', () => {
    expect(mediaOriginFrom({})).toBe('');
    expect(mediaOriginFrom({ MEDIA_S3_BUCKET: 'party-photos', MEDIA_S3_REGION: 'ap-south-1' })).toBe(
      'https://party-photos.s3.ap-south-1.amazonaws.com',
    );
    expect(mediaOriginFrom({ MEDIA_S3_BUCKET: 'photos', MEDIA_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' })).toBe(
      'https://photos.acc.r2.cloudflarestorage.com',
    );
    expect(mediaOriginFrom({ MEDIA_S3_BUCKET: 'photos', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_FORCE_PATH_STYLE: '1' })).toBe(
      'http://127.0.0.1:9000',
    );
    const imgSrc = (mediaOrigin?: string) => contentSecurityPolicyDirectives({ production: true, mediaOrigin })['img-src'];
    expect(imgSrc()).not.toContain('https://party-photos.s3.ap-south-1.amazonaws.com');
    expect(imgSrc('https://party-photos.s3.ap-south-1.amazonaws.com')).toContain('https://party-photos.s3.ap-south-1.amazonaws.com');
  });
});
