/**
 * The gallery domain's jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `gallery.photos_ready`, the "your photos are ready" WhatsApp message, sent through the queue like every
 * other message, at most once per order in 24 hours (./notify.ts).
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { notifyPhotosReady } from './notify';

/** The gallery domain's job handlers. */
export function galleryJobHandlers(): JobHandlers {
  return {
    'gallery.photos_ready': jobHandler('gallery.photos_ready', async (db, { orderId }, now) => {
      await notifyPhotosReady(db, { orderId, now });
    }),
  };
}
