/** The payloads of the earnings jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const earningJobPayloads = {
  /** Credit the provider of a completed order: its earning, the deductions it already has, and TDS (s. 194-O). */
  'earnings.order_completed': z.object({ orderId: z.uuid() }),
  /** A refund was created: when its provider caused it and the order was already credited, a deduction. */
  'earnings.refund_created': z.object({ refundId: z.uuid() }),
} as const;
