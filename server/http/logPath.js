// @ts-check
'use strict';
/**
 * What a log line says of a request's path: its route pattern (`/pay/share/[token]`), never the concrete path,
 * whose segments can be secrets (a share link's token) or personal data, and never the query string. CommonJS
 * so that server.js can require it without a compiler (types in logPath.d.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The decoded form of a path segment (the segment itself when it is not valid percent-encoding). */
function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route pattern of `url` given its dynamic parameters (Next.js `params`, or an API route's `req.query`,
 * which holds them): each segment that is a parameter's value reads `[name]`, a catch-all's segments one
 * `[...name]`; the query string is dropped.
 * @param {string | undefined} url
 * @param {Record<string, string | string[] | undefined> | undefined} params
 * @returns {string}
 */
function routePatternOf(url, params) {
  const pathname = (url || '/').split('?')[0].split('#')[0] || '/';
  const segments = pathname.split('/');
  const single = new Map();
  const catchAll = [];
  for (const [name, value] of Object.entries(params || {})) {
    if (typeof value === 'string' && value !== '') single.set(value, name);
    else if (Array.isArray(value) && value.length > 0) catchAll.push({ name, values: value.map(String) });
  }
  const out = [];
  for (let i = 0; i < segments.length; i += 1) {
    const segment = decoded(segments[i]);
    const rest = catchAll.find(({ values }) => values.every((value, k) => decoded(segments[i + k] ?? '') === value));
    if (segment !== '' && rest) {
      out.push(`[...${rest.name}]`);
      i += rest.values.length - 1;
    } else if (segment !== '' && single.has(segment)) out.push(`[${single.get(segment)}]`);
    else out.push(segments[i]);
  }
  return out.join('/') || '/';
}

/**
 * A function from a concrete path to its page's pattern, read from a production build's routes manifest
 * (`.next/routes-manifest.json`: `staticRoutes` and `dynamicRoutes`, each `{ page, regex }`). Build assets
 * (`/_next/static/...`) read as they are; a page's data request reads `/_next/data/[buildId]<pattern>.json`; a
 * path of no page reads `(no page)`, since its segments may be anything.
 * @param {{ staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] }} manifest
 * @returns {(url: string | undefined) => string}
 */
function routePatternsFromManifest(manifest) {
  const routes = [...(manifest.staticRoutes || []), ...(manifest.dynamicRoutes || [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  const match = (pathname) => routes.find((route) => route.regex.test(pathname))?.page;
  return (url) => {
    const pathname = (url || '/').split('?')[0].split('#')[0] || '/';
    if (pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image')) return pathname;
    const data = /^\/_next\/data\/[^/]+(\/.*)\.json$/.exec(pathname);
    if (data) {
      const page = match(data[1] === '/index' ? '/' : data[1]);
      return page ? `/_next/data/[buildId]${page}.json` : '(no page)';
    }
    return match(pathname) ?? '(no page)';
  };
}

/**
 * `routePatternsFromManifest` of the build in `distDir`; without a readable manifest every path reads
 * `(no page)` but build assets.
 * @param {string} distDir
 * @returns {(url: string | undefined) => string}
 */
function routePatternsOfBuild(distDir) {
  try {
    return routePatternsFromManifest(JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
  } catch {
    return routePatternsFromManifest({});
  }
}

module.exports = { routePatternOf, routePatternsFromManifest, routePatternsOfBuild };
