/**
 * Role checks of the operations console, in one place for API routes and pages:
 * - `withStaff(roles, contract, run)`: an API route only staff with one of `roles` may call;
 * - `withOpsActor(roles, contract, run)`: an operations route that automation may also call with
 *   `x-ops-api-key` (OPS_API_KEY); either way the handler gets the actor its audit line names;
 * - `staffPageProps(context, roles, getProps)`: a console page's props (signed out: redirect to /ops/login;
 *   wrong role: a 403 page), built in server/ops/pageProps.ts.
 * Authentication runs before the request is parsed, so an unsigned request is a 401 whatever it sends.
 *
 * CSRF: the session cookie is SameSite=Strict, so browsers do not send it on a request another site starts,
 * and every state change (any method but GET/HEAD/OPTIONS) must also come from our own origin: `Sec-Fetch-Site:
 * same-origin` (every current browser sends it), or, without it, an `Origin` that is the site's public origin
 * (NEXT_PUBLIC_SITE_URL) or whose host is the request's `Host`; a state change saying neither is refused (403). Two independent checks, no token to keep in the page:
 * SameSite alone would trust a sibling subdomain (same-site but not same-origin), and the header check alone
 * would trust a very old browser that sends neither header (refused here). The operations API key is not
 * ambient (a browser never adds it), so requests carrying it need no such check.
 */
import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSidePropsContext, GetServerSidePropsResult, NextApiRequest, NextApiResponse } from 'next';
import { STAFF_ROLES, type StaffRole, type OpsPageProps } from '../../lib/contracts/ops';
import type { RouteContract, RouteInput } from '../../lib/contracts/http';
import { SITE_URL } from '../../lib/site';
import { authenticateStaffSession, STAFF_SESSION_COOKIE, readCookie, type StaffSession } from './consoleSession';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { API_KEY_ACTOR, type AuditActor } from '../audit/audit';
import { toStaffView } from './staffView';
import { apiHandler, handle, type ContractReply, type ContractRoute } from '../http/apiHandler';
import { HttpError, unauthorized } from '../http/errors';
import { requireOps } from './requireOps';

/** Every role (signing in and out, the signed-in member). */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
/**
 * The roles of the day-to-day desk (orders, customers, providers, enquiries, chat): every role but finance, which
 * reads the money (FINANCE_ROLES) and the audit log and never sees a customer's order page or changes one.
 */
export const DESK_STAFF: readonly StaffRole[] = ['admin', 'operations', 'support'];
/** Roles that run orders, payments and enquiries. */
export const OPERATIONS_ROLES: readonly StaffRole[] = ['admin', 'operations'];
/** The finance desk (collections, refunds, balances, tax, payouts): admins and finance. */
export const FINANCE_ROLES: readonly StaffRole[] = ['admin', 'finance'];
/** The audit log: admins, operations, and finance (who checks every payout and refund against it). */
export const AUDIT_ROLES: readonly StaffRole[] = ['admin', 'operations', 'finance'];
/** Admins only (staff management, refunds: "a support agent refunding → 403"). */
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
/**
 * Who may run a failed background job again: admins only. A retry re-runs whatever the job does (messages to
 * customers, calls to the payment and payout gateways, tax documents), across every domain; and finance, who could
 * claim the tax and payout kinds, never sees the Today board that lists them (their home is the finance desk).
 */
export const JOB_RETRY_ROLES: readonly StaffRole[] = ADMIN_ONLY;

/** What a staff route's handler gets: the session, its staff member, the database and the audit actor. */
export interface StaffContext extends StaffSession {
  db: Db;
  actor: AuditActor;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state change that did not come from our own origin (see the file comment).
 * @throws HttpError 403 for a cross-site or unattributed state change.
 */
export function assertSameOrigin(req: Pick<IncomingMessage, 'headers' | 'method'>): void {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return;
  const refused = () => new HttpError(403, 'This request did not come from the console. Please reload the page and try again.');
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site !== 'same-origin') throw refused();
    return;
  }
  const origin = req.headers.origin;
  if (typeof origin !== 'string') throw refused();
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw refused();
  }
  // the site's public origin (behind a proxy that rewrites Host), or the host the request was sent to
  const ours = parsed.origin === new URL(SITE_URL).origin || (Boolean(req.headers.host) && parsed.host === req.headers.host);
  if (!ours) throw refused();
}

/** The console session of a request's cookie, or null. */
export async function staffSessionOf(req: Pick<IncomingMessage, 'headers'>, db: Db, now = new Date()): Promise<StaffSession | null> {
  const header = req.headers.cookie;
  return authenticateStaffSession(db, readCookie(typeof header === 'string' ? header : undefined, STAFF_SESSION_COOKIE), now);
}

/**
 * The signed-in staff member of an API request, with one of `roles`.
 * @throws HttpError 401 without a live session of an active staff member; 403 for a cross-site state change
 *   or a role not in `roles`.
 */
export async function requireStaff(
  req: Pick<IncomingMessage, 'headers' | 'method'>,
  roles: readonly StaffRole[],
  { db, now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<StaffContext> {
  const database = db ?? (await getDb()).db;
  const session = await staffSessionOf(req, database, now);
  if (!session) throw unauthorized('Please sign in to the console.');
  assertSameOrigin(req);
  if (!roles.includes(session.staff.role)) throw new HttpError(403, 'Your role does not allow this.');
  return { ...session, db: database, actor: { kind: 'staff', staffId: session.staff.id } };
}

/**
 * `requireStaff` for a route that streams its answer itself (a CSV, a PDF): the staff context, or null once the
 * refusal (401, 403) has been answered in the JSON envelope, as every other route answers it.
 */
export async function requireStaffOrAnswer(
  req: NextApiRequest,
  res: NextApiResponse,
  roles: readonly StaffRole[],
): Promise<StaffContext | null> {
  try {
    return await requireStaff(req, roles);
  } catch (error) {
    await apiHandler({
      GET: async () => {
        throw error;
      },
    })(req, res);
    return null;
  }
}

/** A contract's handler that also gets the staff context. */
type StaffRun<C extends RouteContract> = (input: RouteInput<C>, req: NextApiRequest, context: StaffContext) => Promise<ContractReply<C>>;

/**
 * An API route for staff with one of `roles` (see `requireStaff`), bound to its contract: the session and role
 * are checked first, then the request is parsed and `run` called as `handle` does.
 */
export function withStaff<C extends RouteContract>(roles: readonly StaffRole[], contract: C, run: StaffRun<C>): ContractRoute {
  return {
    method: contract.method,
    handler: async (req) => {
      const context = await requireStaff(req, roles);
      return handle(contract, (input, request) => run(input, request, context)).handler(req);
    },
  };
}

/**
 * The actor of an operations request: the API key (automation) when `x-ops-api-key` is sent, else the
 * signed-in staff member with one of `roles`.
 * @throws HttpError as `requireOps` (401, 429) for a key; as `requireStaff` (401, 403) without one.
 */
export async function requireOpsActor(req: NextApiRequest, db: Db, roles: readonly StaffRole[]): Promise<AuditActor> {
  if (req.headers['x-ops-api-key'] !== undefined) {
    await requireOps(req, db);
    return API_KEY_ACTOR;
  }
  return (await requireStaff(req, roles, { db })).actor;
}

/** An operations handler that also gets the actor and the database. */
type OpsRun<C extends RouteContract> = (
  input: RouteInput<C>,
  req: NextApiRequest,
  context: { actor: AuditActor; db: Db },
) => Promise<ContractReply<C>>;

/**
 * An operations API route (OPS_API_KEY remains for automation): callable with the key, or by staff
 * with one of `roles`; checked before the request is parsed; `run` gets the actor for its audit line.
 */
export function withOpsActor<C extends RouteContract>(roles: readonly StaffRole[], contract: C, run: OpsRun<C>): ContractRoute {
  return {
    method: contract.method,
    handler: async (req) => {
      const { db } = await getDb();
      const actor = await requireOpsActor(req, db, roles);
      return handle(contract, (input, request) => run(input, request, { actor, db })).handler(req);
    },
  };
}

/** What a console page's own props builder gets. */
export interface StaffPageContext<Q extends ParsedUrlQuery> {
  context: GetServerSidePropsContext<Q>;
  session: StaffContext;
}

/**
 * The props of a console page (call it from the page's `server/ops/pageProps` builder, inside the page's
 * `withDatabaseOutagePage` getServerSideProps): signed out (or disabled, or expired) → redirect to
 * `/ops/login?next=` the page; signed in with a role not in `roles` → answered 403 with `{forbidden: true}` (the
 * page shows the 403 message); else `getProps` runs and its props get `staff`. Never cached or indexed.
 */
export async function staffPageProps<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  context: GetServerSidePropsContext<Q>,
  roles: readonly StaffRole[],
  getProps: (page: StaffPageContext<Q>) => Promise<P> = async () => ({}) as P,
): Promise<GetServerSidePropsResult<OpsPageProps & Partial<P>>> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const { db } = await getDb();
  const session = await staffSessionOf(context.req, db);
  if (!session) {
    const next = (context.resolvedUrl ?? '/ops').split('?')[0] ?? '/ops';
    return { redirect: { destination: `/ops/login?next=${encodeURIComponent(next)}`, permanent: false } };
  }
  const staffView = toStaffView(session.staff);
  if (!roles.includes(session.staff.role)) {
    context.res.statusCode = 403;
    return { props: { staff: staffView, forbidden: true } as OpsPageProps & Partial<P> };
  }
  const props = await getProps({ context, session: { ...session, db, actor: { kind: 'staff', staffId: session.staff.id } } });
  return { props: { ...props, staff: staffView } };
}
