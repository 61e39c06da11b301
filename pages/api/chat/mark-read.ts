import { routeChatMarkRead } from '../../../lib/contracts/chat';
import { requireUser } from '../../../server/auth/requireUser';
import { markRead } from '../../../server/chat/inbox';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/mark-read {roomId, upToMessageId}: the room read up to that message; answers unread left and the total. */
export default apiRoute(
  handle(routeChatMarkRead, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return {
      message: 'Marked as read',
      data: await markRead(db, { kind: 'user', id: user.id }, body.roomId, body.upToMessageId, new Date()),
    };
  }),
);
