/** The props of /ops/chat, for every staff role. */
import type { GetServerSidePropsContext } from 'next';
import type { InboxConversation, InboxQueue } from '../../lib/contracts/opsChat';
import { HttpError } from '../http/errors';
import { DESK_STAFF, staffPageProps } from '../auth/withStaff';
import { inboxConversation, inboxQueue } from './supportInbox';

/** Props of /ops/chat beyond the signed-in member: the queue and the open conversation (`?room=`), if any. */
export interface OpsChatProps {
  queue: InboxQueue;
  conversation: InboxConversation | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /ops/chat: the inbox queue, and the conversation of `?room=` (an unknown room opens none). */
export function opsChatPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsChatProps>(context, DESK_STAFF, async ({ session }) => {
    const now = new Date();
    const room = typeof context.query.room === 'string' && UUID.test(context.query.room) ? context.query.room : null;
    let conversation: InboxConversation | null = null;
    if (room) {
      try {
        conversation = await inboxConversation(session.db, session.staff.id, room, undefined, now);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return { queue: await inboxQueue(session.db, now), conversation };
  });
}
