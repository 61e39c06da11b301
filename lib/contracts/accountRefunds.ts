/**
 * "Refunds" of /accounts (amount, status, bank reference): the shape of `GET /api/user/refunds`, every
 * refund of the logged-in customer's orders, newest first.
 */
import { z } from 'zod';
import { REFUND_STATUSES } from '../payments';
import { defineRoute } from './http';

/** One refund as the account lists it. */
export const schemaAccountRefund = z.object({
  _id: z.string(),
  /** The order it belongs to (its id for the link, its number to quote). */
  orderId: z.string(),
  orderNumber: z.string(),
  /** The service booked, e.g. "Chef for Party". */
  service: z.string(),
  /** Rupees (paise kept for the refund of an odd capture). */
  amount: z.number().nonnegative(),
  status: z.enum(REFUND_STATUSES),
  /** "Refund initiated", "Refunded", "Refund delayed: our team is on it". */
  statusLabel: z.string(),
  /** The bank's reference (ARN/UTR) once the bank has one, to quote to the bank. */
  bankReference: z.string().nullable(),
  /** The payment gateway's id of the refund, once it has one. */
  gatewayReference: z.string().nullable(),
  /** When it was asked for, and when the bank processed it (ISO). */
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
});
export type AccountRefund = z.infer<typeof schemaAccountRefund>;

export const routeAccountRefunds = defineRoute('accountRefunds', {
  summary:
    "Every refund of the logged-in customer's orders, newest first: order number, amount in rupees, status, bank reference and the gateway's reference, and dates.",
  auth: 'customer',
  response: z.array(schemaAccountRefund),
});
