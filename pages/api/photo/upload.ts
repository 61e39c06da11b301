import { routePhotoUpload } from '../../../lib/contracts/photos';
import { uploadPhotos } from '../../../server/gallery/upload';
import { apiRoute } from '../../../server/http/apiHandler';
import { OPERATIONS_ROLES, withOpsActor } from '../../../server/http/withStaff';
import { getMediaStorage } from '../../../server/media/storage';
import { recordAudit } from '../../../server/ops/audit';

/** The multipart body is streamed through busboy (server/gallery/upload.ts), so Next must not read it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/photo/upload?orderId= (operations key, or a console session of an admin or operations member: issue
 * 22): adds photos to a photography order's gallery (issue 14), 201 `{ uploaded, photos: [{ _id, fileName }] }`;
 * the customer's WhatsApp message goes out behind the answer. The upload's audit line (`gallery.upload`) is
 * written once the files are stored (they are stored file by file, not in one transaction).
 */
export default apiRoute(
  withOpsActor(OPERATIONS_ROLES, routePhotoUpload, async ({ query: { orderId } }, req, { db, actor }) => {
    const { uploaded, photos } = await uploadPhotos(db, await getMediaStorage(), req, { orderId });
    if (uploaded > 0) {
      const after = { uploaded, photoIds: photos.map((photo) => photo._id) };
      await recordAudit(db, actor, { action: 'gallery.upload', entityType: 'order', entityId: orderId, before: null, after });
    }
    return { status: 201, message: uploaded === 1 ? '1 photo added' : `${uploaded} photos added`, data: { uploaded, photos } };
  }),
);
