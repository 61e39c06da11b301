/**
 * The console's customer record: one customer's orders, payments and refunds, and the messages sent to them (staff
 * messages with their text, and the outbox's notifications without it). Read-only; every staff role, the customer's
 * phone masked to its last 4 digits for support (as on the orders board and the order page).
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { schemaCustomerMessageView } from './opsOrders';

/** Orders a record lists at most (newest first); `ordersTruncated` says when there are more. */
export const CUSTOMER_RECORD_MAX_ORDERS = 200;
/** Outbox notifications a record lists at most (newest first). */
export const CUSTOMER_RECORD_MAX_OUTBOX = 100;

/** One of the customer's orders. Amounts are whole rupees; `eventDate` yyyy-mm-dd (IST); `createdAt` ISO 8601. */
export const schemaCustomerOrder = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  serviceName: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  paymentLabel: z.string(),
  eventDate: z.string(),
  slotLabel: z.string(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  amountRefunded: z.number().int(),
  createdAt: z.string(),
});

/** A payment captured for one of the customer's orders (rupees, from the gateway's paise). */
export const schemaCustomerPayment = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.string(),
  provider: z.string(),
  method: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  capturedAt: z.string(),
});

/** A refund of one of the customer's orders (rupees) with its bank reference once processed. */
export const schemaCustomerRefund = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.string(),
  bankReference: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/** A notification the outbox holds for the customer's phone or account: no text and no recipient (it is them). */
export const schemaCustomerNotification = z.object({
  _id: z.string(),
  channel: z.string(),
  template: z.string().nullable(),
  status: z.string(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});

/** Everything the customer record shows. `phone` is masked for support; `erased` once the account was erased. */
export const schemaOpsCustomerRecord = z.object({
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    phone: z.string(),
    since: z.string(),
    erased: z.boolean(),
  }),
  orders: z.array(schemaCustomerOrder),
  ordersTruncated: z.boolean(),
  payments: z.array(schemaCustomerPayment),
  refunds: z.array(schemaCustomerRefund),
  messages: z.array(schemaCustomerMessageView),
  notifications: z.array(schemaCustomerNotification),
});
export type OpsCustomerRecord = z.infer<typeof schemaOpsCustomerRecord>;

export const routeOpsCustomerOne = defineRoute('opsCustomerOne', {
  summary:
    'A customer\u2019s record (every staff role; the phone masked for support): their orders (newest first), the payments and refunds of those orders, the messages staff sent them and the notifications the outbox holds for them (no texts).',
  auth: 'staff',
  errors: [404],
  params: z.object({ id: z.uuid('Unknown customer') }),
  response: schemaOpsCustomerRecord,
});
