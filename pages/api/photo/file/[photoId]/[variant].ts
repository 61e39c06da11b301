import { routePhotoFile } from '../../../../../lib/contracts/photos';
import { getDb } from '../../../../../server/db/client';
import { openPhotoFile } from '../../../../../server/gallery/files';
import { streamRoute } from '../../../../../server/http/streamRoute';
import { getMediaStorage } from '../../../../../server/media/storage';

/** The answer is the image itself (up to 25 MB for an original): no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/photo/file/{photoId}/{variant}?expires=&signature=[&download=]: the bytes of a photo
 * rendition through a URL the server signed (local disk storage); 403 for a wrong or expired signature.
 */
export default streamRoute(routePhotoFile, async ({ params: { photoId, variant }, query: { expires, signature, download } }) => {
  const { db } = await getDb();
  const file = await openPhotoFile(db, await getMediaStorage(), { photoId, variant, expires, signature, download, now: new Date() });
  return { headers: file.headers, body: file.object.body };
});
