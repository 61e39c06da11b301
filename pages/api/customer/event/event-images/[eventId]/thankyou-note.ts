import { routeInviteWallNote } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { postWallNote } from '../../../../../../server/events/wall';
import { getMediaStorage } from '../../../../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-images/{eventId}/thankyou-note `{text}` (members): a thank-you note on the wall. */
export default apiRoute(
  handle(routeInviteWallNote, async ({ params: { eventId }, body: { text } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await postWallNote(db, await getMediaStorage(), { eventId, userId: user.id, text });
    return { status: 201, message: 'Your note is on the wall.', data };
  }),
);
