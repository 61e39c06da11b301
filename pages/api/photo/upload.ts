import { routePhotoUpload } from '../../../lib/contracts/photos';
import { getDb } from '../../../server/db/client';
import { uploadPhotos } from '../../../server/gallery/upload';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requireOps } from '../../../server/http/requireOps';
import { getMediaStorage } from '../../../server/media/storage';

/** The multipart body is streamed through busboy (server/gallery/upload.ts), so Next must not read it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/photo/upload?orderId= (operations key): adds photos to a photography order's gallery (issue 14),
 * 201 `{ uploaded, photos: [{ _id, fileName }] }`; the customer's WhatsApp message goes out behind the answer.
 */
export default apiRoute(
  handle(routePhotoUpload, async ({ query: { orderId } }, req) => {
    const { db } = await getDb();
    await requireOps(req, db);
    const { uploaded, photos } = await uploadPhotos(db, await getMediaStorage(), req, { orderId });
    return { status: 201, message: uploaded === 1 ? '1 photo added' : `${uploaded} photos added`, data: { uploaded, photos } };
  }),
);
