/** The payloads of the providers' jobs (a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const providerJobPayloads = {
  /** Tell the customer (provider's first name) and the provider (date, slot, service, area) of an assignment. */
  'notify.provider_assigned': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
  /** Tell a provider that a job was reassigned to someone else (order number, date and slot). */
  'notify.provider_unassigned': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
  /** Offer a booked order to the provider whose time it holds, or to the best free one (automatic assignment). */
  'provider.auto_assign': z.object({ orderId: z.uuid() }),
} as const;
