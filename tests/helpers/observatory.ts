/**
 * Mozilla HTTP Observatory scoring of one response, offline ("score the headers the way
 * Mozilla's HTTP Observatory does and reach A+").
 *
 * A port of @mdn/mdn-http-observatory 1.4.8 (algorithm version 4, MPL-2.0), rule by rule; each rule
 * cites its source file in that package (src/analyzer/tests/*.js, src/grader/charts.js,
 * src/scanner/index.js). The package itself cannot be used here: it only scans a public hostname over
 * http:// and https:// (src/retriever), and installing it downloads the HSTS preload and TLD lists
 * and builds pg-native (postinstall).
 *
 * Differences, all for a loopback server behind the TLS proxy production runs on:
 * - The response is scored as if it had arrived over verified https (`https` option): HSTS is read
 *   from it, and relative script URLs count as secure.
 * - Redirection (http -> https) is the proxy's job and cannot be observed on loopback http: reported
 *   as `skipped` with modifier 0 (the modifier of the best outcome, redirection-to-https, is 0 too).
 * - The HSTS preload list is not consulted (our host is not on it: no +5 either way).
 * - `<meta http-equiv>` policies are not merged: a page carrying one is reported as
 *   `http-equiv-not-supported` so a test notices (ours carry none).
 * - Only one Content-Security-Policy header is parsed; several (or a comma-joined value) are refused
 *   as `csp-header-invalid` rather than intersected.
 */

/** One analysed response: what the Observatory's `responses.auto` (and `cors`) would hold. */
export interface ObservedResponse {
  url: string;
  headers: Headers;
  /** The body, for HTML (SRI and http-equiv); empty for other types. */
  body: string;
  /** Headers of the CORS preflight (OPTIONS with Origin and Access-Control-Request-Method) to `url`, if sent. */
  corsPreflight?: { origin: string; headers: Headers };
}

/** Outcome of one Observatory test: its expectation name and score modifier. */
export interface ObservatoryTestResult {
  result: string;
  modifier: number;
}

/** Outcome of the whole scan, as the Observatory reports it (score, grade, tests by name). */
export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: Record<string, ObservatoryTestResult>;
}

/** src/grader/charts.js SCORE_TABLE: every expectation's modifier. */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  skipped: 0,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-header-invalid': -5,
  'http-equiv-not-supported': -100,
};

/** src/grader/charts.js GRADE_CHART (score rounded down to a multiple of 5, capped at 100). */
const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** src/grader/charts.js MINIMUM_SCORE_FOR_EXTRA_CREDIT: bonuses count only when the score without them is >= 90. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** src/analyzer/tests/csp.js DANGEROUSLY_BROAD and UNSAFE_INLINE. */
const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);

/** src/analyzer/cspParser.js parseCsp, for one policy: directive -> sources (lower-cased; an empty *-src is 'none'). Throws on a duplicate directive. */
export function parseCsp(policy: string): Map<string, Set<string>> {
  const clean = policy.replace(/[\r\n]/g, '').trim();
  // cspParser.js: a policy shorter than the shortest directive ("img-src" minus one) is invalid
  if (clean.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`);
  const csp = new Map<string, Set<string>>();
  for (const entry of clean.split(';')) {
    const [name, ...values] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    // cspParser.js: repeated directives are invalid, except report-uri / report-to
    if (csp.has(directive) && directive !== 'report-uri' && directive !== 'report-to') throw new Error(`Duplicate directive ${directive}`);
    const sources = values.map((value) => value.trim().toLowerCase());
    csp.set(directive, new Set(sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources));
  }
  return csp;
}

/** src/analyzer/tests/csp.js contentSecurityPolicyTest (header only; see the module comment). */
function cspTest(headers: Headers, https: boolean): { result: string; csp: Map<string, Set<string>> | null } {
  const header = headers.get('content-security-policy');
  if (header === null) {
    return {
      result: headers.get('content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented',
      csp: null,
    };
  }
  let csp: Map<string, Set<string>>;
  try {
    // fetch joins repeated headers with ", ": several policies are not supported here
    if (header.includes(',')) throw new Error('several policies');
    csp = parseCsp(header);
  } catch {
    return { result: 'csp-header-invalid', csp: null };
  }
  let result: string | null = null;
  const first = (candidate: string) => {
    if (result === null) result = candidate;
  };
  const copy = (name: string) => (csp.get(name) ? new Set(csp.get(name)) : null);
  const objectSrc = copy('object-src') ?? copy('default-src') ?? new Set(['*']);
  const scriptSrc = copy('script-src') ?? copy('default-src') ?? new Set(['*']);
  const styleSrc = copy('style-src') ?? copy('default-src') ?? new Set(['*']);
  const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));
  // csp.js: 'unsafe-inline' is ignored by browsers next to a nonce or hash
  for (const sources of [scriptSrc, styleSrc]) if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  // csp.js: 'strict-dynamic' with a nonce/hash drops host, 'self' and 'unsafe-inline' sources; without one it is invalid
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const s of [...scriptSrc]) {
        if ([...DANGEROUSLY_BROAD].some((broad) => s.startsWith(broad)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
      }
    } else first('csp-header-invalid');
  }
  const active = [...csp.entries()].filter(([d]) => !PASSIVE_DIRECTIVES.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  // csp.js: no 'unsafe-inline' or data: in script-src, nothing dangerously broad in script-src or object-src
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    first('csp-implemented-with-unsafe-inline');
  }
  // csp.js: an https site allows no http:/ftp: active content
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) first('csp-implemented-with-insecure-scheme');
  // csp.js: no 'unsafe-eval' in script-src or style-src
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) first('csp-implemented-with-unsafe-eval');
  if (https && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    first('csp-implemented-with-insecure-scheme-in-passive-content-only');
  // csp.js: 'unsafe-inline', data: or broad sources in style-src score 0
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) first('csp-implemented-with-unsafe-inline-in-style-src-only');
  // csp.js: default-src 'none' alone earns the bonus
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) first('csp-implemented-with-no-unsafe-default-src-none');
  else first('csp-implemented-with-no-unsafe');
  return { result: result ?? 'csp-implemented-with-no-unsafe', csp };
}

/** src/analyzer/tests/strict-transport-security.js (max-age of at least 15552000 s, the "six months" it accepts). */
function hstsTest(headers: Headers, https: boolean): string {
  if (!https) return 'hsts-not-implemented-no-https';
  const header = headers.get('strict-transport-security');
  if (!header) return 'hsts-not-implemented';
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = header
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  return Number.parseInt(maxAge.slice(8), 10) < 15552000
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** src/analyzer/tests/cookies.js, on the Set-Cookie headers of the response. */
function cookiesTest(headers: Headers, hstsPasses: boolean): string {
  // cookies.js goodness order: a later entry is worse and replaces an earlier one (onlyIfWorse)
  const order = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  let result: string | null = null;
  const worse = (candidate: string) => {
    if (result === null || order.indexOf(candidate) > order.indexOf(result)) result = candidate;
  };
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return 'cookies-not-found';
  let missingSameSite = false;
  for (const raw of cookies) {
    const [pair = '', ...attributes] = raw.split(';').map((p) => p.trim());
    const key = pair.split('=')[0]?.toLowerCase() ?? '';
    const attr = new Map(attributes.map((a) => [a.split('=')[0]!.trim().toLowerCase(), (a.split('=')[1] ?? '').trim().toLowerCase()]));
    const secure = attr.has('secure');
    const sameSite = attr.get('samesite');
    const session = key.includes('login') || key.includes('sess');
    if (attr.has('samesite') && !['lax', 'strict', 'none'].includes(sameSite ?? '')) worse('cookies-samesite-flag-invalid');
    if (!secure && sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!secure) worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    // anti-CSRF tokens need SameSite; login and session cookies need Secure and HttpOnly
    if (key.includes('csrf') && !sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !secure)
      worse(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !attr.has('httponly')) worse('cookies-session-without-httponly-flag');
    if (!sameSite) missingSameSite = true;
  }
  return result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
}

/** src/analyzer/tests/cors.js, on the preflight's answer. */
function corsTest(preflight: ObservedResponse['corsPreflight']): string {
  const acao = preflight?.headers.get('access-control-allow-origin');
  if (!preflight || !acao) return 'cross-origin-resource-sharing-not-implemented';
  if (acao.trim().toLowerCase() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = preflight.headers.get('access-control-allow-credentials');
  if (acao === preflight.origin && credentials?.trim().toLowerCase() === 'true') {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** src/analyzer/tests/referrer-policy.js: the last valid policy of the header decides. */
function referrerTest(headers: Headers): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = headers.get('referrer-policy');
  if (!header) return 'referrer-policy-not-implemented';
  const policy = header
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .reverse()[0];
  if (policy && good.includes(policy)) return 'referrer-policy-private';
  return policy ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

/** The registrable part of a host name, close enough for the SRI test (tldts in the original). */
function siteOf(hostname: string): string {
  const labels = hostname.split('.');
  const twoLevelSuffix = /^(co|org|net|gov|ac|edu|gen|firm|ind)\.[a-z]{2}$/.test(labels.slice(-2).join('.'));
  return labels.slice(twoLevelSuffix ? -3 : -2).join('.');
}

/** src/analyzer/tests/subresource-integrity.js: every `<script src>` of an HTML page. */
function sriTest(response: ObservedResponse, https: boolean): string {
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (mime !== 'text/html' && mime !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  let result: string | null = null;
  const worse = (candidate: string) => {
    if (result === null || order.indexOf(candidate) > order.indexOf(result)) result = candidate;
  };
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  let foreign = false;
  const ownSite = siteOf(new URL(response.url).hostname);
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity\s*=/i.test(attributes);
    const relativeProtocol = /^\/\/[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameSite = relativeProtocol || relativeOrigin || siteOf(new URL(src).hostname) === ownSite;
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (full && src.startsWith('https:')) || (relativeOrigin && https);
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  return (
    result ??
    (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  );
}

/** src/analyzer/tests/x-content-type-options.js */
function xContentTypeOptionsTest(headers: Headers): string {
  const header = headers.get('x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

/** src/analyzer/tests/x-frame-options.js: CSP frame-ancestors supersedes the header. */
function xFrameOptionsTest(headers: Headers, csp: Map<string, Set<string>> | null): string {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return 'x-frame-options-not-implemented';
  if (header === 'deny' || header === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

/** src/analyzer/tests/cross-origin-resource-policy.js */
function corpTest(headers: Headers): string {
  const header = headers.get('cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  if (!header) return 'cross-origin-resource-policy-not-implemented';
  const known: Record<string, string> = {
    'same-site': 'cross-origin-resource-policy-implemented-with-same-site',
    'same-origin': 'cross-origin-resource-policy-implemented-with-same-origin',
    'cross-origin': 'cross-origin-resource-policy-implemented-with-cross-origin',
  };
  return known[header] ?? 'cross-origin-resource-policy-header-invalid';
}

/**
 * Scores one response like the Observatory's scanner (src/scanner/index.js): 100 plus every test's
 * modifier, bonuses only when the score without them reaches 90, then the grade chart.
 * @param https score as if served over verified https (production behind TLS); default true
 */
export function observatoryScore(response: ObservedResponse, { https = true } = {}): ObservatoryScore {
  const { headers } = response;
  const csp = cspTest(headers, https);
  const hsts = hstsTest(headers, https);
  const results: Record<string, string> = {
    'content-security-policy': csp.result,
    cookies: cookiesTest(headers, hsts === 'hsts-implemented-max-age-at-least-six-months'),
    'cross-origin-resource-sharing': corsTest(response.corsPreflight),
    redirection: 'skipped',
    'referrer-policy': referrerTest(headers),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(response, https),
    'x-content-type-options': xContentTypeOptionsTest(headers),
    'x-frame-options': xFrameOptionsTest(headers, csp.csp),
    'cross-origin-resource-policy': corpTest(headers),
  };
  if (/<meta[^>]+http-equiv/i.test(response.body)) results['http-equiv'] = 'http-equiv-not-supported';
  const tests: Record<string, ObservatoryTestResult> = {};
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const [name, result] of Object.entries(results)) {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no modifier for ${result}`);
    tests[name] = { result, modifier };
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const key = Math.min(score - (score % 5), 100);
  const grade = GRADES.find(([floor]) => key >= floor)![1];
  return { score, grade, tests };
}
