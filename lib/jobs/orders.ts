/** The payloads of the order jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

/** The order events that message someone (./noticeQueue.ts queues them, ./notices.ts sends them). */
export const ORDER_EVENTS = ['cancelled', 'started', 'completed', 'rating_request'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const orderJobPayloads = {
  /** The WhatsApp order confirmation of a booked order. */
  'notify.order_confirmation': z.object({ orderId: z.uuid() }),
  /** The reminder 6 hours before a threshold (ISO instant) of the order's cancellation meter. */
  'notify.cancellation_reminder': z.object({ orderId: z.uuid(), thresholdAt: z.iso.datetime() }),
  /**
   * The messages of an order event (./notices.ts): cancelled (with who cancelled and the provider assigned before),
   * started, completed, and the rating request.
   */
  'notify.order_event': z.object({
    orderId: z.uuid(),
    event: z.enum(ORDER_EVENTS),
    cause: z.string().max(30).optional(),
    providerId: z.uuid().optional(),
  }),
  /** A staff member's message to the order's customer (./customerMessages.ts), by the message's id. */
  'notify.customer_message': z.object({ messageId: z.uuid() }),
  /** Tells whoever paid it that a refund is processed (server/orders/refundNotices.ts; payments queues it). */
  'notify.refund_processed': z.object({ refundId: z.uuid() }),
  /** Tells the customer of an operations refund of `amount` rupees under its idempotency key (server/orders/refundNotices.ts). */
  'notify.goodwill_refund': z.object({ orderId: z.uuid(), key: z.string().min(1).max(160), amount: z.number().int().positive() }),
  /**
   * Payments tells orders that a verified capture changed what the order holds (`at`: the capture's clock, ISO):
   * the order plans again what depends on the money held (the reminder before the cancellation refund drops).
   * Payments sits below orders, so it publishes this in the capture's transaction instead of calling orders.
   */
  'order.payment_applied': z.object({ orderId: z.uuid(), at: z.iso.datetime() }),
} as const;
