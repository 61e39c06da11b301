/** The props of /ops/messages: every role reads (recipients masked except for admins); admins and operations retry. */
import type { GetServerSidePropsContext } from 'next';
import { schemaMessageQuery, type MessagePage, type MessageQuery } from '../../lib/contracts/opsDesk';
import { DESK_STAFF, OPERATIONS_ROLES, staffPageProps } from '../auth/withStaff';
import { listMessages } from './outbox';

/** Props of /ops/messages beyond the signed-in member. */
export interface OpsMessagesProps {
  result: MessagePage;
  filters: { status: NonNullable<MessageQuery['status']> | null; channel: NonNullable<MessageQuery['channel']> | null };
  /** Whether the signed-in role may retry a failed message (admins and operations; support reads only). */
  canRetry: boolean;
}

/** /ops/messages: one page of the outbox for the query's `status`, `channel` and `page`; recipients masked except for admins. */
export function opsMessagesPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsMessagesProps>(context, DESK_STAFF, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaMessageQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaMessageQuery.parse({});
    return {
      result: await listMessages(session.db, query, session.staff.role),
      filters: { status: query.status ?? null, channel: query.channel ?? null },
      canRetry: OPERATIONS_ROLES.includes(session.staff.role),
    };
  });
}
