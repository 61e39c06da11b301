/** The props of /ops/enquiries (issue 22 "Console" 5), for admins and operations. */
import type { GetServerSidePropsContext } from 'next';
import { schemaEnquiryQuery, type EnquiryPage, type LeadStatus } from '../../lib/contracts/opsDesk';
import { OPERATIONS_ROLES, staffPageProps } from '../http/withStaff';
import { listEnquiries, responsibleCandidates } from './enquiries';

/** Props of /ops/enquiries beyond the signed-in member. */
export interface OpsEnquiriesProps {
  result: EnquiryPage;
  status: LeadStatus | null;
  /** Who may be made responsible: active admins and operations members. */
  team: { _id: string; name: string }[];
}

/** /ops/enquiries: one page of enquiries for the query's `status` and `page` (an invalid one shows the first page of all). */
export function opsEnquiriesPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsEnquiriesProps>(context, OPERATIONS_ROLES, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaEnquiryQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaEnquiryQuery.parse({});
    const [result, team] = await Promise.all([listEnquiries(session.db, query), responsibleCandidates(session.db)]);
    return { result, status: query.status ?? null, team };
  });
}
