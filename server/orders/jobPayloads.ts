/** The payloads of the order jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const orderJobPayloads = {
  /** The WhatsApp order confirmation of a booked order. */
  'notify.order_confirmation': z.object({ orderId: z.uuid() }),
  /** Issue 25 §3: the reminder 6 hours before a threshold (ISO instant) of the order's cancellation meter. */
  'notify.cancellation_reminder': z.object({ orderId: z.uuid(), thresholdAt: z.iso.datetime() }),
} as const;
