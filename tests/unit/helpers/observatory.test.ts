import { describe, expect, it } from 'vitest';
import { observatoryScore, type ObservedResponse } from '../../helpers/observatory';

/** A response of https://mozilla.org with these headers (the Observatory's own tests use that host). */
function response(headers: Record<string, string>, body = '', contentType = 'text/html; charset=utf-8'): ObservedResponse {
  return { url: 'https://mozilla.org/', headers: new Headers({ 'content-type': contentType, ...headers }), body };
}

const cspResult = (policy: string) =>
  observatoryScore(response({ 'content-security-policy': policy })).tests['content-security-policy']!.result;

// Cases copied from @mdn/mdn-http-observatory 1.4.8 test/csp.test.js (header-only ones).
describe('observatory scorer: Content-Security-Policy (cases of the Observatory test suite)', () => {
  it.each([
    ['', 'csp-header-invalid'],
    ["default-src 'none'; default-src 'none'", 'csp-header-invalid'],
    ["default-src 'none'; script-src 'strict-dynamic'", 'csp-header-invalid'],
    ['defa', 'csp-header-invalid'],
    ["default-src 'none'; script-src https://*", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline'],
    ["script-src 'none'", 'csp-implemented-with-unsafe-inline'],
    ['upgrade-insecure-requests', 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'none'; object-src *", 'csp-implemented-with-unsafe-inline'],
    ['default-src http://mozilla.org', 'csp-implemented-with-insecure-scheme'],
    ["default-src 'none'; script-src ftp://mozilla.org", 'csp-implemented-with-insecure-scheme'],
    ["default-src 'none'; img-src http://mozilla.org", 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    [
      "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'unsafe-inline'",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ],
    ["default-src 'none'; script-src 'unsafe-eval'", 'csp-implemented-with-unsafe-eval'],
    ["object-src 'none'; script-src 'none'; style-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline-in-style-src-only'],
    ["default-src 'none'; style-src data:", 'csp-implemented-with-unsafe-inline-in-style-src-only'],
    ["default-src https://mozilla.org;;; ;;;script-src 'none'", 'csp-implemented-with-no-unsafe'],
    ["object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'", 'csp-implemented-with-no-unsafe'],
    [
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      'csp-implemented-with-no-unsafe',
    ],
    ["default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'", 'csp-implemented-with-no-unsafe'],
    ['default-src', 'csp-implemented-with-no-unsafe-default-src-none'],
    ["default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'", 'csp-implemented-with-no-unsafe-default-src-none'],
    ["default-src 'none'; object-src https://mozilla.org", 'csp-implemented-with-no-unsafe-default-src-none'],
  ])('%s -> %s', (policy, expected) => {
    expect(cspResult(policy)).toBe(expected);
  });

  it('reports a missing policy, and a report-only one', () => {
    expect(observatoryScore(response({})).tests['content-security-policy']!.result).toBe('csp-not-implemented');
    expect(
      observatoryScore(response({ 'content-security-policy-report-only': "default-src 'none'" })).tests['content-security-policy']!.result,
    ).toBe('csp-not-implemented-but-reporting-enabled');
  });
});

describe('observatory scorer: the other tests and the grade', () => {
  it('grades a bare response like the Observatory: CSP -25, HSTS -20, X-Frame-Options -20, nosniff -5 -> 30, D', () => {
    const scored = observatoryScore(response({}, '<html><body>hi</body></html>'));
    expect(scored.score).toBe(30);
    expect(scored.grade).toBe('D');
  });

  it('gives the bonuses only to a score that reaches 90 without them (src/scanner/index.js)', () => {
    const headers = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    };
    // no HSTS: 100 - 20 = 80 < 90, so +10 +5 +5 +10 are dropped
    expect(observatoryScore(response(headers)).score).toBe(80);
    const full = observatoryScore(response({ ...headers, 'strict-transport-security': 'max-age=31536000' }));
    expect(full.score).toBe(130);
    expect(full.grade).toBe('A+');
  });

  it('scores HSTS, referrer policy, X-Frame-Options and CORP values', () => {
    const tests = (headers: Record<string, string>) => observatoryScore(response(headers)).tests;
    expect(tests({ 'strict-transport-security': 'max-age=15551999' })['strict-transport-security']!.result).toBe(
      'hsts-implemented-max-age-less-than-six-months',
    );
    expect(tests({ 'strict-transport-security': 'includeSubDomains' })['strict-transport-security']!.result).toBe('hsts-header-invalid');
    expect(tests({ 'referrer-policy': 'no-referrer, unsafe-url' })['referrer-policy']!.result).toBe('referrer-policy-unsafe');
    expect(tests({ 'referrer-policy': 'whatever' })['referrer-policy']!.result).toBe('referrer-policy-header-invalid');
    expect(tests({ 'x-frame-options': 'DENY' })['x-frame-options']!.result).toBe('x-frame-options-sameorigin-or-deny');
    expect(tests({ 'x-frame-options': 'nope' })['x-frame-options']!.result).toBe('x-frame-options-header-invalid');
    expect(tests({ 'cross-origin-resource-policy': 'same-site' })['cross-origin-resource-policy']!.modifier).toBe(10);
    expect(tests({ 'cross-origin-resource-policy': 'bogus' })['cross-origin-resource-policy']!.modifier).toBe(-5);
  });

  it('scores cookies by their flags', () => {
    const cookie = (value: string, hsts = false) =>
      observatoryScore(response({ 'set-cookie': value, ...(hsts ? { 'strict-transport-security': 'max-age=31536000' } : {}) })).tests
        .cookies!.result;
    expect(cookie('SESSIONID=1; Secure; HttpOnly; SameSite=Lax')).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(cookie('SESSIONID=1; Secure; HttpOnly')).toBe('cookies-secure-with-httponly-sessions');
    expect(cookie('SESSIONID=1; Secure; SameSite=Lax')).toBe('cookies-session-without-httponly-flag');
    expect(cookie('SESSIONID=1; HttpOnly; SameSite=Lax')).toBe('cookies-session-without-secure-flag');
    expect(cookie('SESSIONID=1; HttpOnly; SameSite=Lax', true)).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
    expect(cookie('foo=1; Secure; SameSite=Wrong')).toBe('cookies-samesite-flag-invalid');
  });

  it('scores CORS from the preflight answer', () => {
    const cors = (headers: Record<string, string>) =>
      observatoryScore({
        ...response({}),
        corsPreflight: { origin: 'https://http-observatory.security.mozilla.org', headers: new Headers(headers) },
      }).tests['cross-origin-resource-sharing']!.result;
    expect(cors({})).toBe('cross-origin-resource-sharing-not-implemented');
    expect(cors({ 'access-control-allow-origin': '*' })).toBe('cross-origin-resource-sharing-implemented-with-public-access');
    expect(
      cors({ 'access-control-allow-origin': 'https://http-observatory.security.mozilla.org', 'access-control-allow-credentials': 'true' }),
    ).toBe('cross-origin-resource-sharing-implemented-with-universal-access');
  });

  it('scores subresource integrity of the HTML scripts', () => {
    const sri = (body: string, contentType?: string) =>
      observatoryScore(response({}, body, contentType)).tests['subresource-integrity']!.result;
    expect(sri('{}', 'application/json')).toBe('sri-not-implemented-response-not-html');
    expect(sri('<p>no scripts</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(sri('<script src="/_next/a.js"></script><script>inline()</script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(sri('<script src="https://cdn.example.com/a.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(sri('<script src="http://cdn.example.com/a.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('<script src="https://cdn.example.com/a.js" integrity="sha384-x" crossorigin="anonymous"></script>')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    );
  });
});
