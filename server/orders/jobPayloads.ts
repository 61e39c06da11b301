/** The payloads of the order jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const orderJobPayloads = {
  /** The WhatsApp order confirmation of a booked order. */
  'notify.order_confirmation': z.object({ orderId: z.uuid() }),
} as const;
