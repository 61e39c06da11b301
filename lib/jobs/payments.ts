/**
 * The payloads of the payment jobs (each domain declares its jobs with a zod payload,
 * checked when a job is enqueued and again when it runs). A leaf module, so the queue can check payloads
 * without importing the handlers.
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../payments';

export const paymentJobPayloads = {
  /** Ask the gateway about one payment attempt. */
  'payment.reconcile': z.object({ attemptId: z.uuid() }),
  /** Expire an order still awaiting payment once its hold ends. */
  'order.expire': z.object({ orderId: z.uuid() }),
  /** Request and follow one refund. */
  'refund.request': z.object({ refundId: z.uuid() }),
  /** Re-apply one gateway webhook event (its parsed form, as stored JSON). */
  'payment.event': z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    event: z.looseObject({ eventId: z.string().min(1), type: z.string().min(1) }),
  }),
  /** 48 hours before the service, the unpaid co-host shares of an order fall back to the host. */
  'payment.split_fallback': z.object({ orderId: z.uuid() }),
  /** Tells the host that unpaid shares fell back to them (queued once, with the fallback). */
  'payment.split_fallback_notice': z.object({
    orderId: z.uuid(),
    shares: z.number().int().positive(),
    amount: z.number().int().positive(),
  }),
} as const;
