/**
 * The partner app's route guard: `withPartner(contract, run)` binds an API route under
 * /api/partner/* to its contract for a signed-in, active provider; `partnerPageProps` does the same for a page.
 * Authentication runs before the request is parsed, so an unsigned request is a 401 whatever it sends. Only the
 * `partner_session` cookie counts: a customer's bearer token or a staff cookie is a 401 here. State changes must
 * come from our own origin (the console's check, `assertSameOrigin`: 403).
 */
import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSidePropsContext, GetServerSidePropsResult, NextApiRequest } from 'next';
import type { RouteContract, RouteInput } from '../../lib/contracts/http';
import { localeOr } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { readCookie } from './consoleSession';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import type { AuditActor } from '../audit/audit';
import { authenticatePartnerSession, PARTNER_SESSION_COOKIE, type PartnerSession } from './providerSession';
import { handle, type ContractReply, type ContractRoute } from '../http/apiHandler';
import { unauthorized } from '../http/errors';
import { firstName, partnerOwnPhotoUrl } from '../../lib/providers';
import { assertSameOrigin } from './withStaff';

/** What a partner route's handler gets: the session, its provider, the database and the audit actor (the provider). */
export interface PartnerContext extends PartnerSession {
  db: Db;
  actor: AuditActor;
}

/** The partner session of a request's cookie, or null. */
export async function partnerSessionOf(req: Pick<IncomingMessage, 'headers'>, db: Db, now = new Date()): Promise<PartnerSession | null> {
  const header = req.headers.cookie;
  return authenticatePartnerSession(db, readCookie(typeof header === 'string' ? header : undefined, PARTNER_SESSION_COOKIE), now);
}

/**
 * The signed-in provider of an API request.
 * @throws HttpError 401 without a live session of an active provider; 403 for a cross-site state change.
 */
export async function requirePartner(
  req: Pick<IncomingMessage, 'headers' | 'method'>,
  { db, now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<PartnerContext> {
  const database = db ?? (await getDb()).db;
  const session = await partnerSessionOf(req, database, now);
  if (!session) throw unauthorized('Please sign in to the partner app.');
  assertSameOrigin(req);
  return { ...session, db: database, actor: { kind: 'provider', providerId: session.provider.id } };
}

/** A contract's handler that also gets the partner context. */
type PartnerRun<C extends RouteContract> = (
  input: RouteInput<C>,
  req: NextApiRequest,
  context: PartnerContext,
) => Promise<ContractReply<C>>;

/**
 * An API route for a signed-in provider (see `requirePartner`), bound to its contract: the session is checked
 * first, then the request is parsed and `run` called as `handle` does.
 */
export function withPartner<C extends RouteContract>(contract: C, run: PartnerRun<C>): ContractRoute {
  return {
    method: contract.method,
    handler: async (req) => {
      const context = await requirePartner(req);
      return handle(contract, (input, request) => run(input, request, context)).handler(req);
    },
  };
}

/** Props every partner page gets: the signed-in provider's id, first name and own photo's URL (null without one). */
export interface PartnerPageProps {
  provider: { _id: string; firstName: string; photoUrl: string | null };
}

/**
 * The props of a partner page (call it from the page's getServerSideProps): signed out (or deactivated, or
 * expired) → redirect to `/partner/login?next=` the page (under `/hi` for a Hindi page); else `getProps` runs and its props get `provider`.
 * Never cached or indexed.
 */
export async function partnerPageProps<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  context: GetServerSidePropsContext<Q>,
  getProps: (page: { context: GetServerSidePropsContext<Q>; session: PartnerContext }) => Promise<P> = async () => ({}) as P,
): Promise<GetServerSidePropsResult<PartnerPageProps & P>> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const { db } = await getDb();
  const session = await partnerSessionOf(context.req, db);
  if (!session) {
    const next = (context.resolvedUrl ?? '/partner').split('?')[0] ?? '/partner';
    // Next leaves a data function's redirect as it is: a Hindi page signs in on the Hindi sign-in page
    const destination = localizedPath(`/partner/login?next=${encodeURIComponent(next)}`, localeOr(context.locale));
    return { redirect: { destination, permanent: false } };
  }
  const props = await getProps({ context, session: { ...session, db, actor: { kind: 'provider', providerId: session.provider.id } } });
  const provider = {
    _id: session.provider.id,
    firstName: firstName(session.provider.name),
    photoUrl: partnerOwnPhotoUrl(session.provider.photoKey),
  };
  return { props: { ...props, provider } };
}
