/**
 * API shapes of a tip after the job: `POST /api/order/{orderId}/tip` opens its payment on the existing gateways.
 */
import { z } from 'zod';
import { TIP_MAX_RUPEES, TIP_MIN_RUPEES } from '../tips';
import { defineRoute } from './http';
import { schemaPaymentAttempt } from './payments';
import { formatIndianNumber } from '../indianNumber';

/** The tip in whole rupees, within lib/tips bounds (400 on `amount` otherwise). */
export const schemaTip = z.object({
  amount: z
    .number({ error: 'amount must be a number of rupees' })
    .int('Enter the tip in whole rupees')
    .min(TIP_MIN_RUPEES, `The smallest tip is ₹${TIP_MIN_RUPEES}`)
    .max(TIP_MAX_RUPEES, `The largest tip is ₹${formatIndianNumber(TIP_MAX_RUPEES)}`),
});
export type TipBody = z.input<typeof schemaTip>;

/** What the order page shows of tips: the offer while the order takes one, and the tip once paid (whole rupees). */
export const schemaOrderTip = z.object({
  /** The provider's first name ("Add a tip for Ravi"). */
  providerFirstName: z.string(),
  /** True while a tip can be added: completed, a provider, nothing left to pay, no tip paid yet. */
  canTip: z.boolean(),
  /** The tip paid, once its capture is verified; null before. */
  paid: z.object({ amount: z.number().int(), paymentId: z.string() }).nullable(),
});
export type OrderTip = z.infer<typeof schemaOrderTip>;

export const routeOrderTip = defineRoute('orderTip', {
  summary:
    "The order's customer adds a tip for its provider after the job (whole rupees, `TIP_MIN_RUPEES`..`TIP_MAX_RUPEES`, lib/tips): answers the same checkout payload as the balance's payment (kind `tip`, integer paise), paid on the existing gateways and applied once its capture is verified. A tip never changes the order's total, amount paid or payment state, gets no tax document and is passed in full to the provider (a `tip` entry in their earnings). One paid tip per order. 400 for an amount outside the bounds (on `amount`), or an order not completed or without a provider; 409 when the order has its tip already, a balance is still to pay, or another payment of it is being confirmed; 404 for another customer's order; 502 when the gateway does not answer.",
  auth: 'customer',
  errors: [404, 409, 502],
  params: z.object({ orderId: z.uuid('Unknown order') }),
  headers: z.object({
    'idempotency-key': z
      .string()
      .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible characters')
      .optional(),
  }),
  body: schemaTip,
  response: schemaPaymentAttempt,
});
