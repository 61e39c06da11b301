/** Pure helpers of the partner app, shared by its pages and their server-side props. */

/** The partner app's home (the job list), where a sign-in goes when no (valid) page was asked for. */
export const PARTNER_HOME = '/partner';

/**
 * Where to go after signing in: the partner page named by `?next=`, else the job list. Only `/partner` paths are
 * followed (never another site, never a customer page, never the sign-in page itself).
 */
export function nextPartnerPath(next: unknown): string {
  return typeof next === 'string' && /^\/partner(\/[\w\-/]*)?$/.test(next) && next !== '/partner/login' ? next : PARTNER_HOME;
}

/** The provider's profile in the partner app: the photo customers see. */
export const PARTNER_PROFILE = '/partner/profile';

/** The page of one job in the partner app. */
export const partnerJobPath = (id: string) => `/partner/jobs/${encodeURIComponent(id)}`;

/** The provider's availability in the partner app: working hours, time off, pincodes served, jobs a day. */
export const PARTNER_AVAILABILITY = '/partner/availability';

/** The provider's earnings in the partner app: today, this week, this month, per job, payout statements, bank account. */
export const PARTNER_EARNINGS = '/partner/earnings';
