import { routeChatReport } from '../../../../../lib/contracts/chat';
import { requireUser } from '../../../../../server/auth/requireUser';
import { reportMessage } from '../../../../../server/chat/membership';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/rooms/{roomId}/report {messageId, reason?}: reports a message to support. */
export default apiRoute(
  handle(routeChatReport, async ({ params, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return {
      message: 'Thanks, our team will look at this message.',
      data: await reportMessage(db, user.id, params.roomId, body, new Date()),
    };
  }),
);
