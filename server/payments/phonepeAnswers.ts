/**
 * What PhonePe PG v2 answers, read into the gateway-neutral shapes of ./provider.ts: order and refund states,
 * payment details, and webhooks (authorised by SHA256(username:password), which does not cover the body: a webhook
 * is only a hint, confirmed with the status API). Pure; the adapter's network calls are in ./phonepe.ts.
 * Amounts are integer paise, as PhonePe sends them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  GatewayError,
  WebhookVerificationError,
  type GatewayOrderStatus,
  type GatewayPayment,
  type GatewayPaymentState,
  type GatewayRefund,
  type GatewayWebhookEvent,
} from './provider';

/** PhonePe's documented webhook `Authorization` value: hex SHA-256 of `username:password`. */
export function phonePeWebhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time comparison of two hex SHA-256 digests; false (never a throw) for anything not shaped like one. */
function hexDigestsEqual(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !HEX_SHA256.test(receivedHex) || !HEX_SHA256.test(expectedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex.toLowerCase(), 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function paise(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** PhonePe's payment (transaction attempt) state as ours; anything unknown is still pending. */
export function mapPhonePePaymentState(state: unknown): GatewayPaymentState {
  return state === 'COMPLETED' ? 'captured' : state === 'FAILED' ? 'failed' : 'pending';
}

/** PhonePe's refund state as ours: PENDING/CONFIRMED (accepted) are pending, COMPLETED processed, FAILED failed. */
export function mapPhonePeRefundState(state: unknown): GatewayRefund['state'] {
  return state === 'COMPLETED' ? 'processed' : state === 'FAILED' ? 'failed' : 'pending';
}

/** A `paymentDetails` entry as a GatewayPayment (state overridable: webhooks trust only the root state). */
function mapPaymentDetail(
  detail: Json,
  fallbackAmount: number | undefined,
  stateOverride?: GatewayPaymentState,
): GatewayPayment | undefined {
  const providerPaymentId = str(detail.transactionId);
  const amountPaise = paise(detail.amount) ?? fallbackAmount;
  if (!providerPaymentId || amountPaise === undefined) return undefined;
  const state = stateOverride ?? mapPhonePePaymentState(detail.state);
  const payment: GatewayPayment = { providerPaymentId, state, amountPaise, currency: 'INR' };
  const mode = str(detail.paymentMode);
  if (mode) payment.method = mode.toLowerCase();
  if (state === 'failed') {
    const reason = str(detail.errorCode) ?? str(detail.detailedErrorCode);
    if (reason) payment.failureReason = reason;
  }
  return payment;
}

/**
 * The payment PhonePe completed without listing a transaction: identified by PhonePe's order id, the one
 * stable id we have, so a later answer for the same order names the same payment.
 */
function syntheticPayment(order: Json, state: GatewayPaymentState): GatewayPayment | undefined {
  const providerPaymentId = str(order.orderId);
  const amountPaise = paise(order.amount);
  if (!providerPaymentId || amountPaise === undefined) return undefined;
  const payment: GatewayPayment = { providerPaymentId, state, amountPaise, currency: 'INR' };
  const reason = state === 'failed' ? (str(order.errorCode) ?? str(order.detailedErrorCode)) : undefined;
  if (reason) payment.failureReason = reason;
  return payment;
}

/** The bank's reference for a refund: a rail's UTR (UPI) or an ARN, wherever PhonePe puts it in the payment details. */
function bankReferenceOf(payload: Json): string | undefined {
  const fromCombo = (combo: Json): string | undefined => {
    const rail = isRecord(combo.rail) ? combo.rail : undefined;
    const instrument = isRecord(combo.instrument) ? combo.instrument : undefined;
    return (rail ? (str(rail.utr) ?? str(rail.arn)) : undefined) ?? (instrument ? str(instrument.arn) : undefined) ?? str(combo.arn);
  };
  for (const source of [payload, ...records(payload.paymentDetails)]) {
    const direct = source === payload ? (str(payload.utr) ?? str(payload.arn)) : fromCombo(source);
    if (direct) return direct;
    for (const combo of records(source.splitInstruments)) {
      const reference = fromCombo(combo);
      if (reference) return reference;
    }
  }
  return undefined;
}

/** A refund answer (refund, refund status, refund webhook payload) as a GatewayRefund, or undefined when malformed. */
export function mapRefund(answer: unknown, fallbackProviderRefundId?: string): GatewayRefund | undefined {
  if (!isRecord(answer)) return undefined;
  const providerRefundId = str(answer.refundId) ?? fallbackProviderRefundId;
  const amountPaise = paise(answer.amount);
  if (!providerRefundId || amountPaise === undefined) return undefined;
  const refund: GatewayRefund = { providerRefundId, state: mapPhonePeRefundState(answer.state), amountPaise };
  const bankReference = bankReferenceOf(answer);
  if (bankReference) refund.bankReference = bankReference;
  return refund;
}

/** A PhonePe order status answer as every payment made against the order. */
export function mapPhonePeOrderStatus(providerOrderId: string, answer: unknown): GatewayOrderStatus {
  if (!isRecord(answer)) throw new GatewayError('PhonePe getOrderStatus returned an unexpected answer');
  const orderAmount = paise(answer.amount);
  const payments = records(answer.paymentDetails).map((detail) => {
    const payment = mapPaymentDetail(detail, orderAmount);
    if (!payment) throw new GatewayError('PhonePe getOrderStatus returned a malformed payment');
    return payment;
  });
  if (answer.state === 'COMPLETED' && payments.length === 0) {
    const payment = syntheticPayment(answer, 'captured');
    if (!payment) throw new GatewayError('PhonePe getOrderStatus returned a malformed order');
    payments.push(payment);
  }
  return { providerOrderId, payments };
}

/** A repeated header is treated as absent (ambiguous, never sent by PhonePe). */
function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

const ORDER_EVENTS = new Set(['checkout.order.completed', 'checkout.order.failed', 'pg.order.completed', 'pg.order.failed']);
const REFUND_EVENTS = new Set(['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed']);

/**
 * Verifies a PhonePe webhook (header `authorization` = SHA256(username:password), compared in constant time)
 * and reduces it to a GatewayWebhookEvent. The header is fixed and does not cover the body, so the event is
 * only a hint (applyGatewayEvent confirms it with the status API). PhonePe sends no event id: it is
 * `event:merchant id:state:body digest`, so a replay dedupes and a later state or another body is a new event.
 * @throws WebhookVerificationError when the authorization is missing or wrong, or the body is not a JSON object.
 */
export function parsePhonePeWebhook(
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  username: string,
  password: string,
): GatewayWebhookEvent {
  // The SDK's validateCallback does the same check offline but with `==`; ours is constant-time and needs no client.
  const authorization = headerValue(headers, 'authorization')?.trim();
  if (!username || !password || !hexDigestsEqual(phonePeWebhookAuthorization(username, password), authorization)) {
    throw new WebhookVerificationError();
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('Webhook body is not valid JSON');
  }
  if (!isRecord(body)) throw new WebhookVerificationError('Webhook body is not a JSON object');
  const payload = isRecord(body.payload) ? body.payload : {};

  // `event` is the documented name; the deprecated `type` (CHECKOUT_ORDER_COMPLETED ...) spells the same thing.
  const legacyType = str(body.type);
  const type = str(body.event) ?? (legacyType ? legacyType.toLowerCase().replace(/_/g, '.') : 'unknown');
  const state = str(payload.state);
  const subject = REFUND_EVENTS.has(type) ? str(payload.merchantRefundId) : str(payload.merchantOrderId);
  // The body's digest (of its JSON, so whitespace does not count) is part of the id: a forged body never takes
  // the id of PhonePe's own event for the same order and state, which would then be dropped as a replay.
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 24);
  const eventId = `${type}:${subject ?? '-'}:${state ?? ''}:${digest}`;
  const event: GatewayWebhookEvent = { eventId, type };

  if (ORDER_EVENTS.has(type) || type.endsWith('.transaction.attempt.failed')) {
    const providerOrderId = str(payload.merchantOrderId);
    if (providerOrderId) event.providerOrderId = providerOrderId;
  }
  // Only the root payload.state is final (PhonePe's guidance); a transaction-attempt failure is not, so no payment.
  if (ORDER_EVENTS.has(type) && (state === 'COMPLETED' || state === 'FAILED')) {
    const rootState: GatewayPaymentState = state === 'COMPLETED' ? 'captured' : 'failed';
    const details = records(payload.paymentDetails);
    const detail = (rootState === 'captured' ? details.find((d) => d.state === 'COMPLETED') : undefined) ?? details[0];
    const payment = detail ? mapPaymentDetail(detail, paise(payload.amount), rootState) : syntheticPayment(payload, rootState);
    if (payment) {
      if (rootState === 'failed' && !payment.failureReason) {
        const reason = str(payload.errorCode) ?? str(payload.detailedErrorCode);
        if (reason) payment.failureReason = reason;
      }
      event.payment = payment;
    }
  } else if (REFUND_EVENTS.has(type)) {
    const providerOrderId = str(payload.originalMerchantOrderId);
    if (providerOrderId) event.providerOrderId = providerOrderId;
    const refund = mapRefund(payload);
    if (refund) {
      if (!state) refund.state = type === 'pg.refund.completed' ? 'processed' : type === 'pg.refund.failed' ? 'failed' : 'pending';
      const refundId = str(payload.merchantRefundId);
      event.refund = refundId ? { ...refund, refundId } : refund;
    }
  }
  return event;
}
