import { routeChatSend } from '../../../../lib/contracts/chat';
import { requireUser } from '../../../../server/auth/requireUser';
import { sendMessage } from '../../../../server/chat/messages';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/messages: sends a message; 201, or 200 with the same message for a repeated client id. */
export default apiRoute(
  handle(routeChatSend, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const { message, created } = await sendMessage(db, { kind: 'user', id: user.id }, body, new Date());
    return created
      ? { status: 201, message: 'Message sent', data: message }
      : { status: 200, message: 'Message already sent', data: message };
  }),
);
