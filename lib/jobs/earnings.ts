/** The payloads of the earnings jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const earningJobPayloads = {
  /** Credit the provider of a completed order: its earning, the deductions it already has, and TDS (s. 194-O). */
  'earnings.order_completed': z.object({ orderId: z.uuid() }),
  /** A refund was created: when its provider caused it and the order was already credited, a deduction. */
  'earnings.refund_created': z.object({ refundId: z.uuid() }),
  /** The weekly payout run (Monday 10:00 IST); it queues its next week itself, under a fixed dedupe key. */
  'earnings.payout_run': z.object({}),
  /** Asks the gateway about payouts still open (queued or processing); again later while any stays open. */
  'earnings.payout_status': z.object({}),
  /** A tip was captured (payments, in the capture's transaction): a `tip` entry of the whole tip for the order's provider. */
  'earnings.tip_captured': z.object({ paymentId: z.uuid() }),
} as const;
