/**
 * Razorpay adapter over the official `razorpay` SDK: Orders API + Razorpay Checkout in the browser,
 * refunds on the payment, HMAC-SHA256 checkout and webhook signatures. Amounts are integer paise, INR only.
 * No database work and no logging here: every answer is translated into the shapes of ./provider.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Razorpay from 'razorpay';
import {
  GatewayError,
  WebhookVerificationError,
  type CheckoutProof,
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayOrderStatus,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayRefundRequest,
  type GatewayWebhookEvent,
  type PaymentProvider,
  boundedGatewayCall,
} from './provider';

/** What the adapter needs from the environment. `timeoutMs` bounds every call to Razorpay. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs: number;
}

/**
 * The part of the Razorpay SDK instance the adapter uses (a fake in tests). Answers are typed `unknown`
 * on purpose: they are narrowed field by field, so a changed or partial answer cannot slip through as typed.
 */
export interface RazorpayClient {
  orders: {
    create(params: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<unknown>;
    fetchPayments(orderId: string): Promise<unknown>;
  };
  payments: {
    refund(
      paymentId: string,
      params: { amount: number; speed: 'optimum'; receipt: string; notes: Record<string, string> },
    ): Promise<unknown>;
    fetchMultipleRefund(paymentId: string, params: { count: number; skip?: number }): Promise<unknown>;
    fetchRefund(paymentId: string, refundId: string): Promise<unknown>;
  };
}

/** Optional wiring for tests: a fake SDK instance instead of `new Razorpay(...)`. */
export interface RazorpayProviderOptions {
  client?: RazorpayClient;
}

/** Razorpay allows at most 40 characters in an order's or a refund's `receipt`. */
export const RAZORPAY_RECEIPT_MAX = 40;
/** Razorpay lists at most 100 refunds per page. */
const REFUND_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------------------------
// Pure helpers (exported for tests)
// ---------------------------------------------------------------------------------------------

/**
 * The order `receipt` for an attempt: the attempt uuid without dashes (32 characters, within Razorpay's 40),
 * so an order created by a retried request is recognisable in the dashboard and in `orders.all({ receipt })`.
 */
export function razorpayOrderReceipt(attemptId: string): string {
  return attemptId.replace(/-/g, '').slice(0, RAZORPAY_RECEIPT_MAX);
}

/**
 * The refund `receipt` for our refund id: the uuid as is (36 characters fit Razorpay's 40, and the webhook then
 * echoes our id unchanged); only a longer id is shortened by dropping dashes.
 */
export function razorpayRefundReceipt(refundId: string): string {
  return refundId.length <= RAZORPAY_RECEIPT_MAX ? refundId : refundId.replace(/-/g, '').slice(0, RAZORPAY_RECEIPT_MAX);
}

/** Razorpay's documented checkout signature: hex HMAC-SHA256 of `order_id|payment_id` keyed with the key secret. */
export function razorpayCheckoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's documented webhook signature: hex HMAC-SHA256 of the raw request body bytes keyed with the webhook secret. */
export function razorpayWebhookSignature(rawBody: Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time comparison of two hex SHA-256 digests; false (never a throw) for anything not shaped like one. */
export function hexDigestsEqual(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !HEX_SHA256.test(receivedHex) || !HEX_SHA256.test(expectedHex)) return false;
  // Both are 32 bytes here, so timingSafeEqual cannot throw on a length mismatch.
  return timingSafeEqual(Buffer.from(expectedHex.toLowerCase(), 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}

/**
 * Whether a Razorpay Checkout proof is signed with `keySecret`. Returns false, never throws, on malformed input.
 * An id containing `|` is refused so two different (order, payment) pairs can never share one signed string.
 */
export function verifyRazorpayCheckout(proof: CheckoutProof, keySecret: string): boolean {
  try {
    const { providerOrderId, providerPaymentId, signature } = proof;
    if (typeof providerOrderId !== 'string' || typeof providerPaymentId !== 'string' || !keySecret) return false;
    if (!providerOrderId || !providerPaymentId || providerOrderId.includes('|') || providerPaymentId.includes('|')) return false;
    return hexDigestsEqual(razorpayCheckoutSignature(providerOrderId, providerPaymentId, keySecret), signature);
  } catch {
    return false;
  }
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Integer paise from a Razorpay amount (a number, or a numeric string in some SDK types); undefined otherwise. */
function paise(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** A single header value; a repeated header is treated as absent (ambiguous, never needed by Razorpay). */
function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

/**
 * A Razorpay payment entity as a GatewayPayment, or undefined when it lacks an id or a usable amount.
 * `refunded` maps to captured: the money was captured before it went back (refunds are tracked separately);
 * `created`/`authorized` are pending (we never capture manually: orders auto-capture).
 */
export function mapRazorpayPayment(entity: unknown): GatewayPayment | undefined {
  if (!isRecord(entity)) return undefined;
  const id = str(entity.id);
  const amountPaise = paise(entity.amount);
  if (!id || amountPaise === undefined) return undefined;
  const status = entity.status;
  const state = status === 'captured' || status === 'refunded' ? 'captured' : status === 'failed' ? 'failed' : 'pending';
  const payment: GatewayPayment = { providerPaymentId: id, state, amountPaise, currency: str(entity.currency) ?? 'INR' };
  const method = str(entity.method);
  if (method) payment.method = method;
  if (state === 'failed') {
    const reason = str(entity.error_description) ?? str(entity.error_reason) ?? str(entity.error_code);
    if (reason) payment.failureReason = reason;
  }
  return payment;
}

/** A Razorpay refund entity as a GatewayRefund (bank reference: ARN, else RRN), or undefined when malformed. */
export function mapRazorpayRefund(entity: unknown): GatewayRefund | undefined {
  if (!isRecord(entity)) return undefined;
  const id = str(entity.id);
  const amountPaise = paise(entity.amount);
  if (!id || amountPaise === undefined) return undefined;
  const status = entity.status;
  const state = status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';
  const refund: GatewayRefund = { providerRefundId: id, state, amountPaise };
  const acquirer = isRecord(entity.acquirer_data) ? entity.acquirer_data : undefined;
  const bankReference = acquirer ? (str(acquirer.arn) ?? str(acquirer.rrn)) : undefined;
  if (bankReference) refund.bankReference = bankReference;
  return refund;
}

/** Our refund id as echoed on a Razorpay refund: `notes.refundId` first, else the receipt. */
function echoedRefundId(entity: Json): string | undefined {
  const notes = isRecord(entity.notes) ? entity.notes : undefined;
  return (notes ? str(notes.refundId) : undefined) ?? str(entity.receipt);
}

/** The `payload.<name>.entity` object of a Razorpay webhook, if present. */
function payloadEntity(payload: unknown, name: string): Json | undefined {
  if (!isRecord(payload)) return undefined;
  const wrapper = payload[name];
  return isRecord(wrapper) && isRecord(wrapper.entity) ? wrapper.entity : undefined;
}

const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed', 'refund.created']);

/**
 * Verifies a Razorpay webhook over its raw body bytes and reduces it to a GatewayWebhookEvent.
 * The event id is the `x-razorpay-event-id` header (the same on Razorpay's retries), else the body's SHA-256.
 * @throws WebhookVerificationError when `x-razorpay-signature` is missing or wrong, or the body is not a JSON object.
 */
export function parseRazorpayWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, webhookSecret: string): GatewayWebhookEvent {
  const signature = headerValue(headers, 'x-razorpay-signature');
  if (!webhookSecret || !signature || !hexDigestsEqual(razorpayWebhookSignature(rawBody, webhookSecret), signature)) {
    throw new WebhookVerificationError();
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('Webhook body is not valid JSON');
  }
  if (!isRecord(body)) throw new WebhookVerificationError('Webhook body is not a JSON object');

  const eventId = headerValue(headers, 'x-razorpay-event-id') || createHash('sha256').update(rawBody).digest('hex');
  const type = str(body.event) ?? 'unknown';
  const event: GatewayWebhookEvent = { eventId, type };
  const paymentEntity = payloadEntity(body.payload, 'payment');

  if (PAYMENT_EVENTS.has(type)) {
    const orderEntity = payloadEntity(body.payload, 'order');
    const providerOrderId = (paymentEntity ? str(paymentEntity.order_id) : undefined) ?? (orderEntity ? str(orderEntity.id) : undefined);
    if (providerOrderId) event.providerOrderId = providerOrderId;
    const payment = mapRazorpayPayment(paymentEntity);
    if (payment) event.payment = payment;
  } else if (REFUND_EVENTS.has(type)) {
    // The payment rides along on refund events; it tells us the order, nothing more is taken from it.
    const providerOrderId = paymentEntity ? str(paymentEntity.order_id) : undefined;
    if (providerOrderId) event.providerOrderId = providerOrderId;
    const refundEntity = payloadEntity(body.payload, 'refund');
    const refund = mapRazorpayRefund(refundEntity);
    if (refund && refundEntity) {
      const refundId = echoedRefundId(refundEntity);
      event.refund = refundId ? { ...refund, refundId } : refund;
    }
  }
  return event;
}

// ---------------------------------------------------------------------------------------------
// Network calls: bounded, errors translated
// ---------------------------------------------------------------------------------------------

/**
 * A GatewayError for a failed SDK call, carrying only Razorpay's status code, error code and description
 * (never the request, which holds the key, nor any customer field). No `cause`: the raw error may hold both.
 */
function toGatewayError(operation: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const parts: string[] = [];
  if (isRecord(error)) {
    const statusCode = error.statusCode;
    if (typeof statusCode === 'number' || typeof statusCode === 'string') parts.push(String(statusCode));
    const detail = isRecord(error.error) ? error.error : undefined;
    const code = detail ? str(detail.code) : undefined;
    const description = detail ? str(detail.description) : undefined;
    if (code) parts.push(code);
    if (description) parts.push(description.slice(0, 200));
  }
  return new GatewayError(parts.length > 0 ? `Razorpay ${operation} failed: ${parts.join(' ')}` : `Razorpay ${operation} failed`);
}

/** One Razorpay SDK call bounded by `timeoutMs`, its failures as GatewayError (see boundedGatewayCall). */
function bounded<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  return boundedGatewayCall({ gateway: 'Razorpay', operation, timeoutMs, toError: (error) => toGatewayError(operation, error) }, call);
}

/** `{ items: [...] }` of a Razorpay collection answer. */
function collectionItems(operation: string, answer: unknown): unknown[] {
  if (!isRecord(answer) || !Array.isArray(answer.items)) throw new GatewayError(`Razorpay ${operation} returned an unexpected answer`);
  return answer.items;
}

function requireRefund(operation: string, answer: unknown): GatewayRefund {
  const refund = mapRazorpayRefund(answer);
  if (!refund) throw new GatewayError(`Razorpay ${operation} returned an unexpected answer`);
  return refund;
}

/**
 * The Razorpay PaymentProvider. Constructing it does no I/O (the SDK instance is made on first use).
 * Every network method throws GatewayError on a timeout (`settings.timeoutMs`) or an error from Razorpay.
 * @param options.client a fake SDK instance for tests; by default `new Razorpay({ key_id, key_secret })`.
 */
export function createRazorpayProvider(settings: RazorpaySettings, options: RazorpayProviderOptions = {}): PaymentProvider {
  let client: RazorpayClient | undefined = options.client;
  const sdk = (): RazorpayClient => {
    client ??= new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    return client;
  };
  const call = <T>(operation: string, run: (c: RazorpayClient) => Promise<T>): Promise<T> =>
    bounded(operation, settings.timeoutMs, () => run(sdk()));

  return {
    name: 'razorpay',
    // X-Razorpay-Signature is an HMAC of the raw body: the event is Razorpay's own report
    webhookBodySigned: true,

    async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
      const order = await call('orders.create', (c) =>
        c.orders.create({
          amount: request.amountPaise,
          currency: 'INR',
          receipt: razorpayOrderReceipt(request.attemptId),
          notes: { orderNumber: request.orderNumber, attemptId: request.attemptId },
        }),
      );
      const providerOrderId = isRecord(order) ? str(order.id) : undefined;
      if (!providerOrderId) throw new GatewayError('Razorpay orders.create returned an unexpected answer');
      // No redirectUrl: the browser opens Razorpay Checkout with the order id and the public key id.
      return { providerOrderId, keyId: settings.keyId };
    },

    async fetchOrder(providerOrderId: string): Promise<GatewayOrderStatus> {
      const answer = await call('orders.fetchPayments', (c) => c.orders.fetchPayments(providerOrderId));
      const payments = collectionItems('orders.fetchPayments', answer).map((item) => {
        const payment = mapRazorpayPayment(item);
        if (!payment) throw new GatewayError('Razorpay orders.fetchPayments returned a malformed payment');
        return payment;
      });
      return { providerOrderId, payments };
    },

    verifyCheckout(proof: CheckoutProof): boolean {
      return verifyRazorpayCheckout(proof, settings.keySecret);
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayWebhookEvent {
      return parseRazorpayWebhook(rawBody, headers, settings.webhookSecret);
    },

    async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
      const receipt = razorpayRefundReceipt(request.refundId);
      // Razorpay has no idempotency key on refunds: a retry first looks for the refund an earlier try made.
      for (let skip = 0; ; skip += REFUND_PAGE_SIZE) {
        const page = await call('payments.fetchMultipleRefund', (c) =>
          c.payments.fetchMultipleRefund(
            request.providerPaymentId,
            skip === 0 ? { count: REFUND_PAGE_SIZE } : { count: REFUND_PAGE_SIZE, skip },
          ),
        );
        const items = collectionItems('payments.fetchMultipleRefund', page);
        const existing = items.find((item) => isRecord(item) && (item.receipt === receipt || echoedRefundId(item) === request.refundId));
        if (existing) return requireRefund('payments.fetchMultipleRefund', existing);
        if (items.length < REFUND_PAGE_SIZE) break;
      }
      const created = await call('payments.refund', (c) =>
        c.payments.refund(request.providerPaymentId, {
          amount: request.amountPaise,
          speed: 'optimum',
          receipt,
          notes: { refundId: request.refundId },
        }),
      );
      return requireRefund('payments.refund', created);
    },

    async fetchRefund(request: { refundId: string; providerRefundId: string; providerPaymentId: string }): Promise<GatewayRefund> {
      const answer = await call('payments.fetchRefund', (c) => c.payments.fetchRefund(request.providerPaymentId, request.providerRefundId));
      return requireRefund('payments.fetchRefund', answer);
    },
  };
}
