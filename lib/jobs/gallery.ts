/** The payloads of the gallery jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const galleryJobPayloads = {
  /** The "your photos are ready" WhatsApp message of an order's gallery (sent through the queue). */
  'gallery.photos_ready': z.object({ orderId: z.uuid() }),
} as const;
