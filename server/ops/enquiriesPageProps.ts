/** The props of /ops/enquiries: every role reads; admins and operations change. */
import type { GetServerSidePropsContext } from 'next';
import { schemaEnquiryQuery, type EnquiryPage, type LeadStatus } from '../../lib/contracts/opsDesk';
import { DESK_STAFF, staffPageProps } from '../auth/withStaff';
import { ENQUIRY_CHANGE_ROLES, listEnquiries, responsibleCandidates } from './enquiries';

/** Props of /ops/enquiries beyond the signed-in member. */
export interface OpsEnquiriesProps {
  result: EnquiryPage;
  status: LeadStatus | null;
  /** Who may be made responsible: active admins and operations members. */
  team: { _id: string; name: string }[];
  /** Whether the signed-in role may change status, the member responsible and notes (support reads only, phones masked). */
  canChange: boolean;
}

/** /ops/enquiries: one page of enquiries for the query's `status` and `page` (an invalid one shows the first page of all). */
export function opsEnquiriesPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsEnquiriesProps>(context, DESK_STAFF, async ({ session }) => {
    const role = session.staff.role;
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaEnquiryQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaEnquiryQuery.parse({});
    const [result, team] = await Promise.all([listEnquiries(session.db, query, role), responsibleCandidates(session.db)]);
    return { result, status: query.status ?? null, team, canChange: ENQUIRY_CHANGE_ROLES.includes(role) };
  });
}
