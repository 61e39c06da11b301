import { routePartnerJobPhotoUpload } from '../../../../../lib/contracts/partner';
import { answerUpload, uploadPhotos } from '../../../../../server/gallery/upload';
import { closingConnection } from '../../../../../server/http/multipart';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { getMediaStorage } from '../../../../../server/media/storage';
import { requirePhotoUploadJob } from '../../../../../server/providers/assignedJobs';

/** The multipart body is streamed through busboy (server/http/multipart.ts), so Next must not read it. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/partner/jobs/{id}/photos: the photographer adds photos of their started
 * photography job through the gallery pipeline (server/gallery/upload.ts, as POST /api/photo/upload); the app
 * sends one file a request (per-file progress, a failed file retried alone). Audit line `gallery.upload` with the
 * provider as actor. 404 not theirs or not photography; 409 not started.
 */
export default apiRoute(
  withPartner(routePartnerJobPhotoUpload, async ({ params: { id } }, req, { db, provider, actor }) => {
    const now = new Date();
    try {
      await requirePhotoUploadJob(db, { orderId: id, providerId: provider.id, now });
    } catch (error) {
      throw closingConnection(error, req);
    }
    const outcome = await uploadPhotos(db, await getMediaStorage(), req, { orderId: id, now });
    return answerUpload(db, actor, { orderId: id, outcome, now });
  }),
);
