/** The payloads of the providers' jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const providerJobPayloads = {
  /** Tell the provider of a job offered to them (date, slot, service, area). */
  'notify.provider_assigned': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
  /** Tell the customer who is coming (the provider's first name) once the provider accepted. */
  'notify.provider_accepted': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
  /**
   * Tell a provider that a job was reassigned to someone else (order number, date and slot), or with `lapsed` that
   * their offer lapsed unanswered and went to someone else.
   */
  'notify.provider_unassigned': z.object({ orderId: z.uuid(), providerId: z.uuid(), lapsed: z.boolean().optional() }),
  /** Offer a booked order to the provider whose time it holds, or to the best free one (automatic assignment). */
  'provider.auto_assign': z.object({ orderId: z.uuid() }),
  /** At an offer's deadline: unanswered, it counts as a decline and the order moves to the next free provider. */
  'provider.offer_expiry': z.object({ orderId: z.uuid(), providerId: z.uuid(), offerId: z.uuid() }),
} as const;
