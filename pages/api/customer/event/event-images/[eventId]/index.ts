import { routeInviteWallList, routeInviteWallUpload } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { listWall, uploadWallPhoto } from '../../../../../../server/events/wall';
import { getMediaStorage } from '../../../../../../server/media/storage';

/** The multipart body of PUT is streamed through busboy (server/http/multipart.ts), so Next must not read it. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/customer/event/event-images/{eventId}: the event wall (members only); PUT (multipart, field `image`):
 * posts one photo.
 */
export default apiRoute(
  handle(routeInviteWallList, async ({ params: { eventId }, query: { cursor, limit } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Event wall', data: await listWall(db, await getMediaStorage(), { eventId, userId: user.id, cursor, limit }) };
  }),
  handle(routeInviteWallUpload, async ({ params: { eventId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await uploadWallPhoto(db, await getMediaStorage(), req, { eventId, userId: user.id });
    return { status: 201, message: 'Your photo is on the wall.', data };
  }),
);
