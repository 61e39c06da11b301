/**
 * API shapes of syncing an order's guests to its invite: `POST /api/order/{orderId}/sync-headcount`.
 */
import { z } from 'zod';
import { REFUND_STATUSES } from '../payments';
import { defineRoute } from './http';
import { schemaOrderDetails } from './orders';
import { schemaPaymentAttempt } from './payments';

/** The guests the invite says and the new total the page showed (whole rupees; checked on the server: 409 when it differs). */
export const schemaHeadcountSync = z.object({
  guests: z.number({ error: 'guests must be a number' }).int('guests must be a whole number').min(1).max(1000),
  expectedTotal: z.number({ error: 'expectedTotal must be a number of rupees' }).int('expectedTotal must be whole rupees').min(0),
});
export type HeadcountSyncBody = z.input<typeof schemaHeadcountSync>;

/** What a sync did: the re-priced order, the change of its total and the refund it caused (whole rupees). */
export const schemaHeadcountSyncResult = z.object({
  order: schemaOrderDetails,
  fromGuests: z.number().int(),
  toGuests: z.number().int(),
  /** New total minus old total. */
  difference: z.number().int(),
  /** The difference refunded at once (null when nothing was refunded); `status` as the gateway answered. */
  refund: z.object({ amount: z.number().int(), status: z.enum(['none', ...REFUND_STATUSES]) }).nullable(),
  /** A rise: the top-up to pay on the gateway (kind `topup`, integer paise); the order changes once it is verified. */
  payment: schemaPaymentAttempt.nullable(),
});
export type HeadcountSyncResult = z.infer<typeof schemaHeadcountSyncResult>;

export const routeOrderHeadcountSync = defineRoute('orderHeadcountSync', {
  summary:
    "The order's customer syncs a food delivery, live buffet or chef order attached to an invite to the invite's live headcount: the bill is recomputed with the booking's rates; a lower total is refunded at once, a higher one answers a top-up payment (the existing gateways) and the order changes once its capture is verified. 400 inside 48 hours of the slot, for an unchanged or out-of-range count, or a change above 30% (which opens a support request with the order attached); 409 when `expectedTotal` is not the new total, the invite's count changed, the order changed meanwhile, or a payment of it is being confirmed; 502 when the gateway does not answer; 404 for another customer's order.",
  auth: 'customer',
  errors: [404, 409, 502],
  params: z.object({ orderId: z.uuid('Unknown order') }),
  body: schemaHeadcountSync,
  response: schemaHeadcountSyncResult,
});
