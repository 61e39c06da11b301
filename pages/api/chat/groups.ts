import { routeChatGroups } from '../../../lib/contracts/chat';
import { requireSelf } from '../../../server/auth/requireUser';
import { customerRooms } from '../../../server/chat/inbox';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/chat/groups?userId=: the session user's chat rooms and total unread (403 for another user's id). */
export default apiRoute(
  handle(routeChatGroups, async ({ query }, req) => {
    const user = await requireSelf(req, query.userId);
    const { db } = await getDb();
    return { message: 'Chat rooms', data: await customerRooms(db, user.id, new Date()) };
  }),
);
