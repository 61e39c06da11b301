/** Pure helpers of the operations console, shared by its pages and their server-side props. */

/** The console's home, where a sign-in goes when no (valid) page was asked for. */
export const OPS_HOME = '/ops';

/** The finance desk, the home of the finance role (the Today board sends it there). */
export const OPS_FINANCE_PATH = '/ops/finance';

/**
 * Where to go after signing in: the console page named by `?next=`, else the console's home. Only `/ops` paths
 * are followed (never another site, never a customer page, never the sign-in page itself).
 */
export function nextConsolePath(next: unknown): string {
  return typeof next === 'string' && /^\/ops(\/[\w\-/]*)?$/.test(next) && next !== '/ops/login' ? next : OPS_HOME;
}
