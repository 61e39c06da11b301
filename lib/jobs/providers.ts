/** The payloads of the providers' jobs (issue 20 section 8: a zod payload per job, checked when enqueued and when run). */
import { z } from 'zod';

export const providerJobPayloads = {
  /** Issue 22: tell the customer (provider's first name) and the provider (date, slot, service, area) of an assignment. */
  'notify.provider_assigned': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
  /** Issue 22: tell a provider that a job was reassigned to someone else (order number, date and slot). */
  'notify.provider_unassigned': z.object({ orderId: z.uuid(), providerId: z.uuid() }),
} as const;
