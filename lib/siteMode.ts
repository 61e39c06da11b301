/**
 * Section 3: a production site is either live or clearly a test site (`SITE_MODE`).
 * `SITE_MODE` is a server setting; pages are partly built ahead (static HTML), so `next.config.js`
 * publishes the mode a build was made for as `NEXT_PUBLIC_SITE_MODE`, inlined into that build's server
 * and browser code. The server refuses to start when its own `SITE_MODE` differs from its build's
 * (server/app/startup.ts), so the HTML and the server always agree.
 */

/** `live`: real payments and real contact details only. `test`: the sandbox and placeholders may run, under a ribbon. */
export type SiteMode = 'live' | 'test';

/** What every page of a test site shows (pages/_document.tsx, components/layout/TestSiteRibbon.tsx). */
export const TEST_SITE_RIBBON_TEXT = 'Test site: no real payments';

/**
 * The mode this build was made for (`NEXT_PUBLIC_SITE_MODE`, inlined at build time), or undefined outside
 * a Next.js build (scripts and unit tests read the environment, where it is normally unset).
 */
export function builtSiteMode(): SiteMode | undefined {
  // written out in full so that the bundler inlines it
  const mode = process.env.NEXT_PUBLIC_SITE_MODE;
  return mode === 'live' || mode === 'test' ? mode : undefined;
}
