import { z } from 'zod';
import {
  ATTEMPT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ATTEMPT_KINDS,
  PAYMENT_KINDS,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDERS,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '../payments';
import { defineRoute } from './http';
import { plainText } from './text';

/** An order's id. */
const schemaOrderId = z.uuid('Unknown order');
/** A payment attempt's id. */
const schemaAttemptId = z.uuid('Unknown payment');
/** A gateway's id of an order or payment, as the browser brings it back (verified on the server, never trusted). */
const schemaGatewayId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'Unknown payment reference');

/** Idempotency-Key header of a payment request (the page sends a UUID). */
const schemaPaymentIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible characters')
  .optional();

/** POST /api/payment_gateway/payment: which order and what to pay; the amount always comes from the stored order. */
export const schemaPaymentCreate = z.object({
  orderId: schemaOrderId,
  kind: z.enum(PAYMENT_KINDS).default('advance'),
});
export type PaymentCreateBody = z.input<typeof schemaPaymentCreate>;

/** What the browser needs to open the gateway for an attempt. */
export const schemaPaymentAttempt = z.object({
  attemptId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(ATTEMPT_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the gateway is asked for, integer paise (client/gateway.ts hands it to Razorpay Checkout as its `amount`). */
  amountPaise: z.number().int().positive(),
  currency: z.literal('INR'),
  providerOrderId: z.string().optional(),
  /** Razorpay Checkout's public key id. */
  keyId: z.string().optional(),
  /** The gateway's hosted page (PhonePe, sandbox). */
  redirectUrl: z.string().optional(),
  prefill: z.object({ name: z.string().optional(), contact: z.string() }),
  expiresAt: z.string(),
});
export type PaymentAttemptAnswer = z.infer<typeof schemaPaymentAttempt>;

/**
 * The signed checkout proof a gateway sends the browser back with (Razorpay Checkout, the sandbox), optional:
 * the fields of every status check, the order's and a co-host share's (lib/contracts/split). Checked on the
 * server against the gateway, never trusted.
 */
export const checkoutProofFields = {
  providerOrderId: schemaGatewayId.optional(),
  providerPaymentId: schemaGatewayId.optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{1,200}$/, 'Payment could not be verified')
    .optional(),
};

/** POST /api/payment_gateway/status: the order, and after Razorpay Checkout (or the sandbox) the signed proof. */
export const schemaPaymentStatusCheck = z.object({ orderId: schemaOrderId, ...checkoutProofFields });
export type PaymentStatusCheckBody = z.input<typeof schemaPaymentStatusCheck>;

/** Where an order's payment stands (the original's message strings). */
export const schemaPaymentStatus = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  message: z.enum(PAYMENT_MESSAGES),
  /** The latest attempt's kind, state and amount (integer paise), when there is one. */
  attempt: z.object({ kind: z.enum(ATTEMPT_KINDS), status: z.enum(ATTEMPT_STATUSES), amountPaise: z.number().int() }).nullable(),
  /** Whole rupees paid so far. */
  paidAmount: z.number().int(),
  /** Whole rupees still payable online now, and for what; null when nothing is. */
  due: z.object({ kind: z.enum(PAYMENT_KINDS), amount: z.number().int() }).nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof schemaPaymentStatus>;

/** One payment received, as the order page and its receipt show it (whole rupees). */
export const schemaPaymentReceived = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  kind: z.enum(ATTEMPT_KINDS),
  provider: z.string(),
  providerPaymentId: z.string(),
  /** Rupees: whole for every payment the order asked for; a refunded capture of an odd amount keeps its paise. */
  amount: z.number().nonnegative(),
  method: z.string().nullable(),
  status: z.enum(['captured', 'duplicate']),
  paidAt: z.string(),
});

/**
 * One payment received as the order page lists it: a co-host's share payment also says whose share it was,
 * so the host does not read it as their own balance.
 */
export const schemaOrderPaymentReceived = schemaPaymentReceived.extend({
  /** The first name of the co-host whose share this payment paid, as the host entered it (never their phone); null for the host's own. */
  shareOf: z.string().nullable(),
});

/** One refund, as the order page shows it (whole rupees). */
export const schemaRefundView = z.object({
  _id: z.string(),
  /** Rupees (paise kept for the refund of an odd capture). */
  amount: z.number().nonnegative(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  statusLabel: z.string(),
  bankReference: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/** The payment side of an order, beside its status. */
/**
 * The one "left to pay" of an order (lib/payments leftToPay), whole rupees, and what it is made of; every
 * screen shows this amount, and an order that ended (`ended`) shows what is refunded instead.
 */
export const schemaLeftToPay = z.object({
  amount: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Co-hosts who paid a share: first name only, what they paid and what went back to them. */
  coHosts: z.array(z.object({ name: z.string(), paid: z.number().int(), refunded: z.number().int() })),
  /** A payment being confirmed by the bank (not yet in `paid`). */
  pending: z.number().int(),
  ended: z.boolean(),
});

export const schemaOrderPayment = z.object({
  status: z.enum(ORDER_PAYMENT_STATUSES),
  label: z.string(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  due: z.object({ kind: z.enum(PAYMENT_KINDS), amount: z.number().int() }).nullable(),
  /** Until when an order awaiting payment holds its slot. */
  holdExpiresAt: z.string().nullable(),
  /**
   * A payment the customer made at the gateway that the bank has not confirmed yet (whole rupees), or null (My Orders
   * says so instead of offering to pay again).
   */
  confirming: z
    // a guest sync's top-up being confirmed too (its kind is `topup`)
    .object({ kind: z.enum(ATTEMPT_KINDS), amount: z.number().int() })
    .nullable()
    .default(null),
  leftToPay: schemaLeftToPay,
});
export type OrderPayment = z.infer<typeof schemaOrderPayment>;

/** POST /api/payment_gateway/refund (operations): a goodwill or partial refund, whole rupees. */
export const schemaPaymentRefund = z.object({
  orderId: schemaOrderId,
  amount: z.number().int().positive(),
  note: plainText({ label: 'Note', min: 3, max: 300 }),
  /** Distinguishes two goodwill refunds of one order; a repeated request with the same key refunds once. */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'key must be letters, digits, - or _'),
});

/** POST /api/payment_gateway/balance_cash (operations): the provider collected the balance in cash. */
export const schemaBalanceCash = z.object({
  orderId: schemaOrderId,
  amount: z.number().int().positive(),
});

/** The sandbox page's choice: pay, fail, or leave the payment pending at the gateway. */
export const schemaSandboxAction = z.object({ action: z.enum(['pay', 'fail', 'pending']) });

/** What the sandbox gateway answers: where to send the browser back to. */
export const schemaSandboxResult = z.object({ returnUrl: z.string() });

/** The sandbox page's view of an attempt. */
export const schemaSandboxAttempt = z.object({
  attemptId: z.string(),
  orderNumber: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['created', 'pending', 'captured', 'failed']),
});

/** A receipt: what the receipt page prints. */
export const schemaReceipt = schemaPaymentReceived.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  eventDate: z.string(),
  slotLabel: z.string(),
  customerName: z.string(),
  orderTotal: z.number().int(),
  paidToDate: z.number(),
  balanceAfter: z.number().int(),
});
export type Receipt = z.infer<typeof schemaReceipt>;

export const routePaymentCreate = defineRoute('paymentCreate', {
  summary:
    "Opens (or returns the open) payment attempt of one of the customer's orders: the amount (integer paise) comes from the stored order, never the body. A second call, tab or double click gets the same attempt; after a failure a new one. 404 for another customer's or an unknown order; 409 when already paid, cancelled or expired; for the advance, the attempt (at most `PAYMENT_HOLD_MINUTES`, 15) keeps the order's hold of a provider's time, taken again when it lapsed, or answers 409 `SLOT_TAKEN_MESSAGE` with `details.nextFreeSlots` before the gateway is called; 502 when the gateway is busy.",
  auth: 'customer',
  errors: [404, 409, 502],
  headers: z.object({ 'idempotency-key': schemaPaymentIdempotencyKey }),
  body: schemaPaymentCreate,
  response: schemaPaymentAttempt,
});

export const routePaymentStatusCheck = defineRoute('paymentStatusCheck', {
  summary:
    'Where the payment of an order stands, after checking with the gateway: a signed checkout proof (Razorpay) is verified and the payment fetched from the gateway; "paid" is decided only here, by webhooks and by the reconciler. A bad signature is a 400 and leaves the attempt for the reconciler. The gateway is asked about an attempt at most once every few seconds (requests in between answer the stored state), and a customer whose requests asked it too often gets 429 with Retry-After.',
  auth: 'customer',
  errors: [404, 429, 502],
  body: schemaPaymentStatusCheck,
  response: schemaPaymentStatus,
});

export const routePaymentStatus = defineRoute('paymentStatus', {
  summary: 'Where the payment of an order stands (what the server knows; the result page polls it while pending).',
  auth: 'customer',
  errors: [404],
  params: z.object({ orderId: schemaOrderId }),
  response: schemaPaymentStatus,
});

export const routePaymentRefund = defineRoute('paymentRefund', {
  summary:
    'Operations refund part of what an order paid (goodwill or partial; header `x-ops-api-key`). A note (the reason, 3-300 characters) is required; the sum of refunds never exceeds what was captured (400 above what was paid less what was already refunded, also under concurrent requests); a repeated `key` refunds once.',
  auth: 'operations',
  errors: [404, 409, 429],
  body: schemaPaymentRefund,
  response: z.array(schemaRefundView),
});

export const routeBalanceCash = defineRoute('balanceCash', {
  summary: 'Operations record the balance of an order as collected in cash by the provider (header `x-ops-api-key`).',
  auth: 'operations',
  errors: [404, 409, 429],
  body: schemaBalanceCash,
  response: schemaOrderPayment,
});

export const routeReceipt = defineRoute('receipt', {
  summary: "The receipt of one of the customer's payments; another customer's is a 404.",
  auth: 'customer',
  errors: [404],
  params: z.object({ paymentId: z.uuid('Unknown receipt') }),
  response: schemaReceipt,
});

export const routeSandboxAttempt = defineRoute('sandboxAttempt', {
  summary: 'The sandbox gateway (PAYMENT_PROVIDER=sandbox only): what its hosted test page shows for an attempt.',
  errors: [404],
  params: z.object({ attemptId: schemaAttemptId }),
  response: schemaSandboxAttempt,
});

export const routeSandboxAction = defineRoute('sandboxAction', {
  summary:
    'The sandbox gateway (PAYMENT_PROVIDER=sandbox only): the test page pays, fails or leaves pending an attempt and is sent back to the site the way a gateway returns, with a signed proof that goes through the same verification as a real gateway.',
  errors: [404, 409],
  params: z.object({ attemptId: schemaAttemptId }),
  body: schemaSandboxAction,
  response: schemaSandboxResult,
});

export const routeWebhookRazorpay = defineRoute('webhookRazorpay', {
  summary:
    'Razorpay webhooks: the raw body is checked against `X-Razorpay-Signature` (HMAC-SHA256 with the webhook secret); each event id is taken once; answered within 5 s. 400 for a bad signature or when the server has no Razorpay keys.',
  errors: [413],
  response: z.undefined(),
});

export const routeWebhookPhonePe = defineRoute('webhookPhonePe', {
  summary:
    "PhonePe webhooks: the `Authorization` header is checked (SHA256 of the dashboard's username:password); it does not cover the body, so an event is only a hint: the order or refund it names is confirmed with PhonePe's status API and only that answer is recorded; each event is taken once; answered within 5 s. 400 when it does not check out or the server has no PhonePe keys.",
  errors: [413],
  response: z.undefined(),
});
