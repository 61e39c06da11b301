/** The props of /ops/messages (issue 22 "Console" 7), for admins and operations. */
import type { GetServerSidePropsContext } from 'next';
import type { StaffRole } from '../../lib/contracts/ops';
import { schemaMessageQuery, type MessagePage, type MessageQuery } from '../../lib/contracts/opsDesk';
import { OPERATIONS_ROLES, staffPageProps } from '../http/withStaff';
import { listMessages } from './outbox';

/** Props of /ops/messages beyond the signed-in member. */
export interface OpsMessagesProps {
  result: MessagePage;
  filters: { status: NonNullable<MessageQuery['status']> | null; channel: NonNullable<MessageQuery['channel']> | null };
}

/** /ops/messages: one page of the outbox for the query's `status`, `channel` and `page`; recipients masked except for admins. */
export function opsMessagesPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsMessagesProps>(context, OPERATIONS_ROLES, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaMessageQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaMessageQuery.parse({});
    return {
      result: await listMessages(session.db, query, session.staff.role as StaffRole),
      filters: { status: query.status ?? null, channel: query.channel ?? null },
    };
  });
}
