import { routeInviteWallDelete } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { deleteWallItem } from '../../../../../../server/events/wall';
import { getMediaStorage } from '../../../../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-images/{eventId}/delete `{imageId}`: removes a wall post (hosts any, guests their own). */
export default apiRoute(
  handle(routeInviteWallDelete, async ({ params: { eventId }, body: { imageId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await deleteWallItem(db, await getMediaStorage(), { eventId, userId: user.id, imageId });
    return { message: 'The post has been removed.' };
  }),
);
