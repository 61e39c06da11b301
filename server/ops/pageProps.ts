/**
 * The props of the console pages, one builder per page, each behind the role check of
 * `staffPageProps` (server/auth/withStaff.ts). Pages load this module dynamically from their getServerSideProps.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { schemaAuditQuery, type AuditPage, type OpsPageProps, type StaffView } from '../../lib/contracts/ops';
import { nextConsolePath } from '../../lib/ops';
import { getDb } from '../db/client';
import { ADMIN_ONLY, AUDIT_ROLES, staffPageProps, staffSessionOf } from '../auth/withStaff';
import { auditActors, listAudit } from '../audit/audit';
import { listStaff, toStaffView } from './staff';

/** /ops/login: signed in already → straight to the page asked for (or the console's home). Never cached. */
export async function opsLoginPageProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<Record<string, never>>> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const { db } = await getDb();
  if (await staffSessionOf(context.req, db)) return { redirect: { destination: nextConsolePath(context.query.next), permanent: false } };
  return { props: {} };
}

/** Props of /ops/staff beyond the signed-in member. */
export interface OpsStaffProps {
  members: StaffView[];
}

/** /ops/staff (admins): the team, active first. */
export function opsStaffPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsStaffProps>(context, ADMIN_ONLY, async ({ session }) => ({
    members: (await listStaff(session.db)).map(toStaffView),
  }));
}

/** The audit filters as the page's query string carries them (all optional). */
export interface AuditFilters {
  actor?: string;
  order?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

/** Props of /ops/audit beyond the signed-in member. */
export interface OpsAuditProps {
  page: AuditPage;
  filters: AuditFilters;
  /** Staff members and providers to filter by (partner-app actions are audited with the provider as actor). */
  actors: { id: string; name: string; kind: 'staff' | 'provider' }[];
}

/**
 * /ops/audit (admins, operations, finance): one page of the log for the query's filters. Empty fields (a submitted form
 * sends them all) count as unset; an invalid filter shows the first page unfiltered.
 */
export function opsAuditPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsAuditProps>(context, AUDIT_ROLES, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaAuditQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaAuditQuery.parse({});
    const { page: _page, ...filters } = query;
    const [page, actors] = await Promise.all([listAudit(session.db, query), auditActors(session.db)]);
    return {
      page,
      // no undefined values in page props
      filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as AuditFilters,
      actors,
    };
  });
}

export type { OpsPageProps };
