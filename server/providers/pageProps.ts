/**
 * Props of the partner app's pages, loaded by each page's getServerSideProps: signed out
 * they redirect to /partner/login (server/auth/withPartner partnerPageProps). Naming: `partner` names the partner app
 * (its pages, `/api/partner` routes, `partner_session` cookie, contracts); the person using it is a `provider`.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PartnerJobList, PartnerJobView } from '../../lib/contracts/partner';
import { localeOr } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { nextPartnerPath } from '../../lib/partner';
import { getDb } from '../db/client';
import { HttpError } from '../http/errors';
import { partnerPageProps, partnerSessionOf } from '../auth/withPartner';
import type { ProviderPunctuality } from '../../lib/contracts/punctuality';
import { getAssignedJob, listAssignedJobs } from './assignedJobs';
import { providersPunctuality } from '../capacity';

/**
 * /partner/login: signed in already, straight to the page asked for (in the sign-in page's language); else the form.
 * Never cached or indexed.
 */
export async function partnerLoginPageProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<Record<string, never>>> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const { db } = await getDb();
  if (await partnerSessionOf(context.req, db))
    return { redirect: { destination: localizedPath(nextPartnerPath(context.query.next), localeOr(context.locale)), permanent: false } };
  return { props: {} };
}

/** Props of /partner/profile beyond the provider: their own punctuality over the last 90 days. */
export interface PartnerProfileProps {
  punctuality: ProviderPunctuality;
}

/** /partner/profile: the provider's own photo (the provider props carry it) and punctuality. */
export function partnerProfilePageProps(context: GetServerSidePropsContext) {
  return partnerPageProps<PartnerProfileProps>(context, async ({ session }) => {
    const punctuality = await providersPunctuality(session.db, [session.provider.id], new Date());
    return { punctuality: punctuality.get(session.provider.id)! };
  });
}

/** Props of /partner beyond the provider. */
export interface PartnerHomeProps {
  jobs: PartnerJobList;
}

/** /partner: the provider's jobs. */
export function partnerHomePageProps(context: GetServerSidePropsContext) {
  return partnerPageProps<PartnerHomeProps>(context, async ({ session }) => ({
    jobs: await listAssignedJobs(session.db, session.provider.id, new Date()),
  }));
}

/** Props of /partner/jobs/{id} beyond the provider: the job, or null (another provider's or unknown: the page answers 404). */
export interface PartnerJobProps {
  job: PartnerJobView | null;
}

/** /partner/jobs/{id}: one of the provider's jobs; another provider's job is a 404 page. */
export function partnerJobPageProps(context: GetServerSidePropsContext<{ id: string }>) {
  return partnerPageProps<PartnerJobProps, { id: string }>(context, async ({ session }) => {
    const id = context.params?.id ?? '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      context.res.statusCode = 404;
      return { job: null };
    }
    try {
      return { job: await getAssignedJob(session.db, { orderId: id, providerId: session.provider.id, now: new Date() }) };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      context.res.statusCode = 404;
      return { job: null };
    }
  });
}
