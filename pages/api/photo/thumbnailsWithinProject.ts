import { routePhotoThumbnails } from '../../../lib/contracts/photos';
import { getDb } from '../../../server/db/client';
import { optionalUserId } from '../../../server/auth/customer';
import { thumbnailsPage } from '../../../server/gallery/photos';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getMediaStorage } from '../../../server/media/storage';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/photo/thumbnailsWithinProject?orderId=&page=&limit=&share=: a page of a gallery for its
 * owner (bearer token) or a guest with a live share link; everyone else 404.
 */
export default apiRoute(
  handle(routePhotoThumbnails, async ({ query: { orderId, page, limit, share } }, req) => {
    const { db } = await getDb();
    const userId = await optionalUserId(db, req, share !== undefined);
    const data = await thumbnailsPage(db, await getMediaStorage(), { orderId, page, limit, userId, shareToken: share, now: new Date() });
    return { message: 'Gallery', data };
  }),
);
