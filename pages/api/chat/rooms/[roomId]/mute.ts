import { routeChatMute } from '../../../../../lib/contracts/chat';
import { requireUser } from '../../../../../server/auth/requireUser';
import { setMuted } from '../../../../../server/chat/membership';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/rooms/{roomId}/mute {muted?}: mutes (default) or unmutes a room. */
export default apiRoute(
  handle(routeChatMute, async ({ params, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await setMuted(db, { kind: 'user', id: user.id }, params.roomId, body.muted, new Date());
    return { message: data.muted ? 'Chat muted' : 'Chat unmuted', data };
  }),
);
