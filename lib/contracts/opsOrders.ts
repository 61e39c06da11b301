/**
 * The operations console's orders board and order page: the board's filters,
 * search, paging and sorting (one query schema for the page, the JSON list and the CSV export), the order page's
 * view, and staff notes. Every route here is `auth: 'staff'` (all roles read; only a note is a change).
 */
import { z } from 'zod';
import { ORDER_STATUS, type OrderStatus } from '../constants';
import { ORDER_PAYMENT_STATUSES } from '../payments';
import { SERVICE_KEYS } from '../services';
import {
  CUSTOMER_MESSAGE_MAX,
  OPS_ORDER_SORTS,
  OPS_ORDERS_CSV_MAX_ROWS,
  OPS_ORDERS_MAX_PAGE_SIZE,
  OPS_ORDERS_PAGE_SIZE,
  ORDER_NOTE_MAX,
  ORDER_NUMBER_PATTERN,
} from '../opsOrders';
import { defineRoute, schemaPage, pageQueryField, schemaNoData } from './http';
import { CITY_SLUG_PATTERN } from './leads';
import { schemaIsoDate, schemaOrderDetails } from './orders';
import { plainText } from './text';

export {
  CUSTOMER_MESSAGE_MAX,
  OPS_ORDER_SORTS,
  OPS_ORDERS_CSV_MAX_ROWS,
  OPS_ORDERS_MAX_PAGE_SIZE,
  OPS_ORDERS_PAGE_SIZE,
  ORDER_NOTE_MAX,
  ORDER_NUMBER_PATTERN,
  type OpsOrderSort,
} from '../opsOrders';

const STATUS_CODES = Object.values(ORDER_STATUS).map(String) as [string, ...string[]];

/** The board's answer to a search of digits that are not a whole mobile number (the search is exact: it matches nothing). */
export const PARTIAL_PHONE_MESSAGE =
  'A partial phone number matches no order: type all 10 digits, or search by the order number (PS-XXXXXX).';

/**
 * The board's search: an order number (exact) or a customer's 10-digit mobile number (exact; `+91`, spaces and
 * dashes are dropped). Anything else is refused, so a phone fragment never scans the customers: a part of a number
 * (a prefix, the last 4 digits support sees) is refused with PARTIAL_PHONE_MESSAGE, so the board says it matches
 * nothing rather than showing other rows. Decided so: a fragment would need a scan of every customer's phone (no
 * index serves `LIKE '%1234'`) and would let any staff member list customers by guessing digits.
 */
export const schemaOrderSearch = z
  .string()
  .trim()
  // letters, digits, +, - and spaces only (an order number or a phone as people type them)
  .regex(/^[A-Za-z0-9+\- ]{1,20}$/, 'Search by an order number (PS-XXXXXX) or a 10-digit phone number')
  .transform((text, ctx) => {
    if (ORDER_NUMBER_PATTERN.test(text)) return { kind: 'orderNumber' as const, value: text.toUpperCase() };
    const digits = text.replace(/[\s-]/g, '').replace(/^(\+?91)(?=\d{10}$)/, '');
    if (/^[6-9]\d{9}$/.test(digits)) return { kind: 'phone' as const, value: digits };
    if (/^\+?\d+$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: PARTIAL_PHONE_MESSAGE });
      return z.NEVER;
    }
    ctx.addIssue({ code: 'custom', message: 'Search by an order number (PS-XXXXXX) or a 10-digit phone number' });
    return z.NEVER;
  });
export type OrderSearch = z.output<typeof schemaOrderSearch>;

/**
 * GET /api/ops/orders (and /ops/orders, and the CSV export) query, every field optional: `service` a service key,
 * `status` a status code, `paymentStatus`, `city` a city slug, `from`/`to` slot days (yyyy-mm-dd, IST, inclusive),
 * `q` the search; `page` from 1, `pageSize` up to 100; `sort` and `dir` (default newest first).
 */
export const schemaOpsOrderQuery = z.object({
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }).optional(),
  status: z
    .enum(STATUS_CODES, { error: 'Unknown status' })
    .transform((code) => Number(code) as OrderStatus)
    .optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  city: z.string().max(40, 'Unknown city').regex(CITY_SLUG_PATTERN, 'Unknown city').optional(),
  from: schemaIsoDate.optional(),
  to: schemaIsoDate.optional(),
  q: schemaOrderSearch.optional(),
  page: pageQueryField(100_000),
  pageSize: z.coerce
    .number({ error: `pageSize must be 1 to ${OPS_ORDERS_MAX_PAGE_SIZE}` })
    .int()
    .min(1)
    .max(OPS_ORDERS_MAX_PAGE_SIZE, `pageSize must be 1 to ${OPS_ORDERS_MAX_PAGE_SIZE}`)
    .default(OPS_ORDERS_PAGE_SIZE),
  sort: z.enum(OPS_ORDER_SORTS, { error: 'Unknown sort' }).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
});
export type OpsOrderQuery = z.output<typeof schemaOpsOrderQuery>;
/** The board's query as the URL carries it (strings, all optional). */
export type OpsOrderQueryInput = Partial<Record<keyof z.input<typeof schemaOpsOrderQuery>, string>>;

/** One row of the board. Amounts are whole rupees; `eventDate` yyyy-mm-dd (IST); `createdAt` ISO 8601. */
export const schemaOpsOrderRow = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  serviceName: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  paymentStatus: z.string(),
  paymentLabel: z.string(),
  eventDate: z.string(),
  slot: z.string(),
  city: z.string(),
  /** The customer's user id (their record: /ops/customers/{customerId}). */
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  total: z.number().int(),
  amountPaid: z.number().int(),
  amountRefunded: z.number().int(),
  providerName: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsOrderRow = z.infer<typeof schemaOpsOrderRow>;

/**
 * A page of the board. `total` is exact when `totalExact` is true or absent; false: more orders match than the
 * server counts one by one (1,000), and `total` is the database's estimate (show it as about that many).
 */
export const schemaOpsOrderPage = schemaPage('rows', schemaOpsOrderRow).extend({ totalExact: z.boolean().optional() });
export type OpsOrderPage = z.infer<typeof schemaOpsOrderPage>;

/** A staff note as the order page lists it (newest last). */
export const schemaOrderNoteView = z.object({ _id: z.string(), text: z.string(), staffName: z.string(), at: z.string() });
export type OrderNoteView = z.infer<typeof schemaOrderNoteView>;

/** POST /api/ops/orders/{id}/notes body: plain text, 1-2000 characters, line breaks kept. */
export const schemaOrderNoteCreate = z.object({
  text: plainText({
    label: 'Note',
    min: 1,
    max: ORDER_NOTE_MAX,
    multiline: true,
    requiredMessage: 'Please write the note',
    minMessage: 'Please write the note',
  }),
});

/**
 * What became of a staff message on the text channels: `pending` until sent, then `sent`, `recorded` (no provider
 * configured: nothing left the server), `skipped`, `failed`, `not_allowed` (the customer turned booking messages
 * off) or `no_phone` (an erased account).
 */
export const CUSTOMER_MESSAGE_DELIVERIES = ['pending', 'sent', 'recorded', 'skipped', 'failed', 'not_allowed', 'no_phone'] as const;
export type CustomerMessageDelivery = (typeof CUSTOMER_MESSAGE_DELIVERIES)[number];

/** A message staff sent the customer about an order (oldest first in lists), with its delivery; `at` ISO 8601. */
export const schemaCustomerMessageView = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  text: z.string(),
  staffName: z.string(),
  at: z.string(),
  delivery: z.enum(CUSTOMER_MESSAGE_DELIVERIES),
  /** `whatsapp` or `sms` once one delivered it. */
  deliveredBy: z.string().nullable(),
});
export type CustomerMessageView = z.infer<typeof schemaCustomerMessageView>;

/** POST /api/ops/orders/{id}/messages body: one line of plain text, 1-500 characters. */
export const schemaCustomerMessageCreate = z.object({
  text: plainText({
    label: 'Message',
    min: 1,
    max: CUSTOMER_MESSAGE_MAX,
    requiredMessage: 'Please write the message',
    minMessage: 'Please write the message',
  }),
});

/** A provider as the order page's picker offers them. */
export const schemaProviderChoice = z.object({ _id: z.string(), name: z.string(), phone: z.string() });

/**
 * A provider in the order page's assign picker: `unavailable` says why they cannot take this order's job now (no
 * working hours, time off, busy with another order, their day full ...: greyed out), null when they are free.
 */
export const schemaProviderPick = schemaProviderChoice.extend({ unavailable: z.string().nullable() });

/** A refund with its gateway references, as the console shows it (whole rupees, ISO 8601). */
export const schemaOpsRefund = z.object({
  _id: z.string(),
  amount: z.number(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.string(),
  providerRefundId: z.string().nullable(),
  bankReference: z.string().nullable(),
  flagged: z.boolean(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/**
 * The steps operations may take on an order (the console's status steps): start or complete the job on the
 * provider's behalf, "Provider did not come" (everything paid refunded), "Customer was not there" (the advance
 * kept, a balance paid online refunded), cancel on our side (everything paid refunded), cancel at the customer's
 * request (the refund table), expire an order that holds no money.
 */
export const OPS_ORDER_STEPS = [
  'start',
  'complete',
  'provider_no_show',
  'customer_no_show',
  'cancel_ours',
  'cancel_customer',
  'expire',
] as const;
export type OpsOrderStepKind = (typeof OPS_ORDER_STEPS)[number];

/**
 * One step the status machine offers now, with its money consequence computed by the server (whole rupees):
 * `refund` what confirming it refunds now, `paid` what the order holds (captured, not refunded), `consequence` the
 * sentence the confirmation states. `availableAt` (ISO 8601) is set while the clock does not allow it yet.
 */
export const schemaOpsOrderStep = z.object({
  step: z.enum(OPS_ORDER_STEPS),
  label: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  refund: z.number().int(),
  paid: z.number().int(),
  consequence: z.string(),
  availableAt: z.string().nullable(),
});
export type OpsOrderStep = z.infer<typeof schemaOpsOrderStep>;

/** Shortest and longest reason operations give for a step (kept in the audit line). */
export const OPS_STEP_REASON_MIN = 3;
export const OPS_STEP_REASON_MAX = 500;

/**
 * POST /api/ops/orders/{id}/step body: the step, the reason (3-500 characters, required), and the refund the
 * confirmation showed (whole rupees): when the server's refund differs now (the clock crossed a threshold, a
 * payment arrived), the step is refused with 409 so that nobody confirms an amount they did not see.
 */
export const schemaOpsOrderStepInput = z.object({
  step: z.enum(OPS_ORDER_STEPS, { error: 'Unknown step' }),
  reason: plainText({
    label: 'Reason',
    min: OPS_STEP_REASON_MIN,
    max: OPS_STEP_REASON_MAX,
    multiline: true,
    requiredMessage: 'Please give the reason',
    minMessage: 'Please give the reason',
  }),
  refund: z.number().int().min(0),
});
export type OpsOrderStepInput = z.infer<typeof schemaOpsOrderStepInput>;

/** POST /api/ops/orders/{id}/unlock-start-code body: why the lock is cleared (3-500 characters, kept in the audit line). */
export const schemaOpsStartCodeUnlock = z.object({
  reason: plainText({
    label: 'Reason',
    min: OPS_STEP_REASON_MIN,
    max: OPS_STEP_REASON_MAX,
    multiline: true,
    requiredMessage: 'Please give the reason',
    minMessage: 'Please give the reason',
  }),
});
export type OpsStartCodeUnlock = z.infer<typeof schemaOpsStartCodeUnlock>;

/**
 * Everything the order page shows: the order as its owner sees it (address snapshot, bill,
 * payments, status timeline), the customer, the refunds with their gateway references, the staff notes, the
 * assigned provider and those who could be (active, offering the service, working in the area), and what the
 * status machine allows now: its next steps, each with what it refunds (schemaOpsOrderStep; cancellations too),
 * what may still be refunded and the unpaid balance.
 */
export const schemaOpsOrderView = z.object({
  order: schemaOrderDetails,
  service: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  refunds: z.array(schemaOpsRefund),
  notes: z.array(schemaOrderNoteView),
  provider: schemaProviderChoice.nullable(),
  providerChoices: z.array(schemaProviderPick),
  /** The status machine's next steps with their money consequences (schemaOpsOrderStep). */
  steps: z.array(schemaOpsOrderStep),
  canAssign: z.boolean(),
  refundable: z.number().int(),
  unpaid: z.number().int(),
  photography: z.boolean(),
  /**
   * The id of the order's chat room (customer, provider, support) once it has one (paid
   * and assigned), for the page's "Open order chat" link into the console's chat; null before.
   */
  chatRoomId: z.string().nullable(),
  /**
   * The start code's lock (server/providers/startCodeLock): wrong start codes counted in the current window, and
   * until when (ISO 8601) the partner app refuses every code, the right one too (null: not locked). Operations
   * may clear it ("Unlock start code").
   */
  startCodeLock: z.object({ wrongTries: z.number().int().min(0), lockedUntil: z.string().nullable() }),
  /** The customer's user id (their record: /ops/customers/{userId}). */
  customerId: z.string(),
  /** Messages staff sent the customer about this order, oldest first (schemaCustomerMessageView). */
  messages: z.array(schemaCustomerMessageView),
});
export type OpsOrderView = z.infer<typeof schemaOpsOrderView>;

const schemaOrderParams = z.object({ id: z.uuid('Unknown order') });

export const routeOpsOrderList = defineRoute('opsOrderList', {
  summary:
    'The orders board (every staff role): filtered by service, status, payment status, city and slot days (IST), searched by order number or customer phone (exact), sorted and paged on the server (at most 100 a page).',
  auth: 'staff',
  query: schemaOpsOrderQuery,
  response: schemaOpsOrderPage,
});

export const routeOpsOrderExport = defineRoute('opsOrderExport', {
  summary: `The board's filter as a CSV file (text/csv attachment, every staff role): every matching row up to ${OPS_ORDERS_CSV_MAX_ROWS} (header \`X-Export-Capped: true\` when cut), cells quoted and defused against spreadsheet formulas.`,
  auth: 'staff',
  query: schemaOpsOrderQuery,
  response: schemaNoData,
});

export const routeOpsOrderOne = defineRoute('opsOrderOne', {
  summary:
    'One order for the console (every staff role): customer, address, bill, payments and refunds with gateway references, status timeline, staff notes, provider and what the status machine allows now.',
  auth: 'staff',
  errors: [404],
  params: schemaOrderParams,
  response: schemaOpsOrderView,
});

export const routeOpsOrderNoteCreate = defineRoute('opsOrderNoteCreate', {
  summary: 'Adds a staff note to an order (every staff role), audited as `order.note_add`; answers the order’s notes.',
  auth: 'staff',
  okStatus: 201,
  errors: [404],
  params: schemaOrderParams,
  body: schemaOrderNoteCreate,
  response: z.array(schemaOrderNoteView),
});

export const routeOpsOrderStep = defineRoute('opsOrderStep', {
  summary:
    'Operations (admins and operations members, or header `x-ops-api-key`) take one of the order\u2019s next steps with a reason: start or complete on the provider\u2019s behalf (the clock rules apply), provider did not come (everything paid refunded), customer was not there (advance kept, a balance paid online refunded), cancel on our side (everything paid refunded) or at the customer\u2019s request (the refund table), expire an order holding no money. `refund` must equal the refund the server computes now (409 otherwise). Audited with the reason; answers the order page\u2019s view.',
  auth: 'operations',
  errors: [404, 409, 429],
  params: schemaOrderParams,
  body: schemaOpsOrderStepInput,
  response: schemaOpsOrderView,
});

export const routeOpsOrderStartCodeUnlock = defineRoute('opsOrderStartCodeUnlock', {
  summary:
    'Operations (admins and operations members, or header `x-ops-api-key`) clear the wrong start codes of an order, so the partner app takes the right code at once instead of after the 15-minute lock; audited as `order.start_code_unlock` with the reason. 409 when no wrong code is counted. Answers the order page\u2019s view.',
  auth: 'operations',
  errors: [404, 409, 429],
  params: schemaOrderParams,
  body: schemaOpsStartCodeUnlock,
  response: schemaOpsOrderView,
});

export const routeOpsOrderMessageCreate = defineRoute('opsOrderMessageCreate', {
  summary:
    'Sends the order\u2019s customer a message from staff (every staff role): one line of up to 500 characters, kept in `customer_messages` and audited as `order.customer_message` in one transaction, then sent by the job `notify.customer_message` on WhatsApp (SMS when WhatsApp does not deliver it; push where the customer has it on), as the customer\u2019s booking-message choices allow. The outbox rows hold the message\u2019s id, never its text. Answers the order\u2019s messages. 429 (with Retry-After) when the order already had 5 messages in the last hour, or its customer 20 in the last 24 hours (lib/opsOrders.ts).',
  auth: 'staff',
  okStatus: 201,
  errors: [404, 429],
  params: schemaOrderParams,
  body: schemaCustomerMessageCreate,
  response: z.array(schemaCustomerMessageView),
});
