import { routePhotoEditRequest } from '../../../lib/contracts/photos';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { requestEdit } from '../../../server/gallery/photos';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getMediaStorage } from '../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/photo/edit-request `{ photoId, note }` (bearer token): asks for an edit of a favourite photo. */
export default apiRoute(
  handle(routePhotoEditRequest, async ({ body: { photoId, note } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await requestEdit(db, await getMediaStorage(), { photoId, userId: user.id, note, now: new Date() });
    return { message: 'Edit request saved', data };
  }),
);
