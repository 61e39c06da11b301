import { routePhotoZip } from '../../../lib/contracts/photos';
import { getDb } from '../../../server/db/client';
import { optionalUserId } from '../../../server/auth/customer';
import { streamRoute } from '../../../server/http/streamRoute';
import { prepareGalleryZip, writeGalleryZip } from '../../../server/gallery/zip';
import { clientIp } from '../../../server/http/clientIp';
import { contentDisposition } from '../../../server/media/signing';
import { getMediaStorage } from '../../../server/media/storage';

/** The answer is a zip stream of any size: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/photo/zip?orderId=&originals=0|1 (owner's bearer token, a signed `token` + `expires` from
 * /api/photo/zip-link, or a guest's `share` for the web size): the gallery as a streamed zip.
 */
export default streamRoute(routePhotoZip, async ({ query: { orderId, originals, share, token, expires } }, req) => {
  const { db } = await getDb();
  const userId = token === undefined ? await optionalUserId(db, req, share !== undefined) : undefined;
  const zip = await prepareGalleryZip(db, {
    orderId,
    originals: originals === '1',
    share,
    token,
    expires,
    userId,
    ip: clientIp(req),
    now: new Date(),
  });
  const storage = await getMediaStorage();
  return {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(zip.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: (res) => writeGalleryZip(storage, zip, res),
  };
});
