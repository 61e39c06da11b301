import { routePhotoUpload } from '../../../lib/contracts/photos';
import { answerUpload, uploadPhotos } from '../../../server/gallery/upload';
import { apiRoute } from '../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../server/auth/withStaff';
import { getMediaStorage } from '../../../server/media/storage';

/** The multipart body is streamed through busboy (server/http/multipart.ts), so Next must not read it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/photo/upload?orderId= (operations key, or a console session of an admin or operations member): adds photos to a photography order's gallery, 201 `{ uploaded, photos: [{ _id, fileName }] }`;
 * the customer's WhatsApp message goes out behind the answer. The upload's audit line (`gallery.upload`) is
 * written once the files are stored (they are stored file by file, not in one transaction).
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routePhotoUpload, async ({ query: { orderId } }, req, { db, actor }) => {
    const now = new Date();
    const outcome = await uploadPhotos(db, await getMediaStorage(), req, { orderId, now });
    return answerUpload(db, actor, { orderId, outcome, now });
  }),
);
