import { routeChatHistory, routeChatMessageDelete } from '../../../../lib/contracts/chat';
import { requireUser } from '../../../../server/auth/requireUser';
import { deleteMessage, listMessages } from '../../../../server/chat/messages';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/chat/messages/{roomId}?before=&limit=: a page of history (30 by default, at most 50).
 * DELETE /api/chat/messages/{roomId}?messageId=: deletes an own message within 5 minutes.
 */
export default apiRoute(
  handle(routeChatHistory, async ({ params, query }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Messages', data: await listMessages(db, { kind: 'user', id: user.id }, params.roomId, query, new Date()) };
  }),
  handle(routeChatMessageDelete, async ({ params, query }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return {
      message: 'This message was deleted',
      data: await deleteMessage(db, { kind: 'user', id: user.id }, params.roomId, query.messageId, new Date()),
    };
  }),
);
