/**
 * The on-time promise's shapes for the console (lib/punctuality holds the rule): the Today board's "Not arrived"
 * alerts and a provider's punctuality over the last 90 days.
 */
import { z } from 'zod';

/**
 * One "Not arrived" alert of the Today board: an accepted job whose slot started ALERT_AFTER_MINUTES ago or more with
 * no arrival ("Not arrived: #PS-7K3P9Q, Ramesh, 15 min late"), so operations can call or reassign.
 */
export const schemaNotArrivedAlert = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The provider's first name only. */
  providerName: z.string(),
  providerId: z.string(),
  startsAt: z.string(),
  /** Whole minutes since the slot's start. */
  minutesLate: z.number().int(),
  /** Whether they said "On my way". */
  onTheWay: z.boolean(),
});
export type NotArrivedAlert = z.infer<typeof schemaNotArrivedAlert>;

/** A provider's jobs of the last PUNCTUALITY_DAYS days by how they went: on time, late (credited), no-show. */
export const schemaProviderPunctuality = z.object({
  onTime: z.number().int(),
  late: z.number().int(),
  noShow: z.number().int(),
});
export type ProviderPunctuality = z.infer<typeof schemaProviderPunctuality>;
