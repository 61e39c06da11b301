import { routePhotoFavourite } from '../../../lib/contracts/photos';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { setFavourite } from '../../../server/gallery/photos';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getMediaStorage } from '../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/photo/favourite `{ photoId, favourite }` (bearer token): marks a favourite for editing, within the package's limit. */
export default apiRoute(
  handle(routePhotoFavourite, async ({ body: { photoId, favourite } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await setFavourite(db, await getMediaStorage(), { photoId, userId: user.id, favourite, now: new Date() });
    return { message: favourite ? 'Marked as a favourite' : 'Removed from favourites', data };
  }),
);
