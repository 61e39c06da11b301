import { routePhotoJpeg } from '../../../../lib/contracts/photos';
import { getDb } from '../../../../server/db/client';
import { streamRoute } from '../../../../server/http/streamRoute';
import { openPhotoJpeg } from '../../../../server/gallery/jpeg';
import { getMediaStorage } from '../../../../server/media/storage';

/** The answer is the image itself: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/photo/jpeg/{photoId}?expires=&download=&signature=: the photo's web size as a JPEG
 * attachment, through a URL the server signed; 403 for a wrong or expired signature.
 */
export default streamRoute(routePhotoJpeg, async ({ params: { photoId }, query: { expires, signature, download } }) => {
  const { db } = await getDb();
  const file = await openPhotoJpeg(db, await getMediaStorage(), { photoId, expires, signature, download, now: new Date() });
  return { headers: file.headers, body: file.object.body };
});
