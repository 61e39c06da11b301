import { routeChatLeave } from '../../../../../lib/contracts/chat';
import { requireUser } from '../../../../../server/auth/requireUser';
import { leaveRoom } from '../../../../../server/chat/membership';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/rooms/{roomId}/leave: leaves an event room. */
export default apiRoute(
  handle(routeChatLeave, async ({ params }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'You left this chat', data: await leaveRoom(db, { kind: 'user', id: user.id }, params.roomId, new Date()) };
  }),
);
