/** The payloads of the gallery jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const galleryJobPayloads = {
  /** The "your photos are ready" WhatsApp message of an order's gallery (issue 14, issue 20 section 5: through the queue). */
  'gallery.photos_ready': z.object({ orderId: z.uuid() }),
} as const;
