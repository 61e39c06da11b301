/** Types of logPath.js (CommonJS, required by server.js without a compiler). */

/** The route pattern of `url` given its dynamic parameters (`/pay/share/[token]`), without the query string. */
export function routePatternOf(url: string | undefined, params: Record<string, string | string[] | undefined> | undefined): string;

/** A production build's routes manifest, as far as it is read. */
export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

/** A function from a concrete path to its page's pattern, from a routes manifest; `(no page)` for a path of no page. */
export function routePatternsFromManifest(manifest: RoutesManifest): (url: string | undefined) => string;

/** `routePatternsFromManifest` of the build in `distDir` (every path `(no page)` but build assets without a manifest). */
export function routePatternsOfBuild(distDir: string): (url: string | undefined) => string;
