import { routePhotoGalleries } from '../../../lib/contracts/photos';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { listGalleries } from '../../../server/gallery/photos';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getMediaStorage } from '../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/photo/galleries (bearer token): the customer's photography orders that have photos. */
export default apiRoute(
  handle(routePhotoGalleries, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Your galleries', data: await listGalleries(db, await getMediaStorage(), { userId: user.id, now: new Date() }) };
  }),
);
