/**
 * PhonePe PG v2 adapter over PhonePe's official `@phonepe-pg/pg-sdk-node` Standard Checkout client:
 * hosted payment page, order status, refunds, and webhooks authorised by SHA256(username:password), which
 * does not cover the body: a webhook is only a hint, confirmed with the status API.
 * Amounts are integer paise, INR only. No database work and no logging here; the SDK's own console output is
 * withheld (./sdkOutput: it prints the client secret).
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  Env,
  MetaInfo,
  PrefillUserLoginDetails,
  RefundRequest,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
} from '@phonepe-pg/pg-sdk-node';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayOrderStatus,
  type GatewayRefund,
  type GatewayRefundRequest,
  type GatewayWebhookEvent,
  type PaymentProvider,
  boundedGatewayCall,
} from './provider';
import { isRecord, mapPhonePeOrderStatus, mapRefund, parsePhonePeWebhook, str, type Json } from './phonepeAnswers';
import { withSdkOutputWithheld } from './sdkOutput';

/** What the adapter needs from the environment. `timeoutMs` bounds every call to PhonePe. */
export interface PhonePeSettings {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: 'SANDBOX' | 'PRODUCTION';
  webhookUsername: string;
  webhookPassword: string;
  timeoutMs: number;
}

/**
 * The part of the SDK's StandardCheckoutClient the adapter uses (a fake in tests). Answers are typed `unknown`
 * on purpose: the SDK maps JSON onto its classes without validation, so every field is narrowed here.
 */
export interface PhonePeClient {
  pay(request: StandardCheckoutPayRequest): Promise<unknown>;
  getOrderStatus(merchantOrderId: string, details?: boolean): Promise<unknown>;
  refund(request: RefundRequest): Promise<unknown>;
  getRefundStatus(merchantRefundId: string): Promise<unknown>;
}

/** Optional wiring for tests: a fake client instead of `StandardCheckoutClient.getInstance(...)`. */
export interface PhonePeProviderOptions {
  client?: PhonePeClient;
  /** The clock used for `expireAfter` (tests). */
  now?: () => Date;
}

/** PhonePe's documented range for a Standard Checkout order's `expireAfter`, in seconds. */
export const PHONEPE_EXPIRE_AFTER_MIN_SECONDS = 300;
export const PHONEPE_EXPIRE_AFTER_MAX_SECONDS = 3600;

// ---------------------------------------------------------------------------------------------
// Pure helpers (exported for tests)
// ---------------------------------------------------------------------------------------------

/** The merchant order id for an attempt: the uuid without dashes (32 characters of [0-9a-f], within PhonePe's limits). */
export function phonePeMerchantOrderId(attemptId: string): string {
  return attemptId.replace(/-/g, '');
}

/** The merchant refund id for our refund id: the uuid without dashes, so a retried refund is recognised by PhonePe. */
export function phonePeMerchantRefundId(refundId: string): string {
  return refundId.replace(/-/g, '');
}

/** Seconds until `expiresAt`, rounded up and clamped to PhonePe's allowed 300..3600. */
export function phonePeExpireAfterSeconds(expiresAt: Date, now: Date): number {
  const seconds = Math.ceil((expiresAt.getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return PHONEPE_EXPIRE_AFTER_MAX_SECONDS;
  return Math.min(PHONEPE_EXPIRE_AFTER_MAX_SECONDS, Math.max(PHONEPE_EXPIRE_AFTER_MIN_SECONDS, seconds));
}

// ---------------------------------------------------------------------------------------------
// Network calls: bounded, errors translated
// ---------------------------------------------------------------------------------------------

/** A GatewayError that remembers PhonePe's HTTP status, so `refund` can tell a refused duplicate from an outage. */
class PhonePeGatewayError extends GatewayError {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/**
 * A GatewayError for a failed SDK call with only PhonePe's status, error code and message; for errors without
 * a PhonePe answer (network) only the error code (ECONNRESET ...). No `cause`: raw axios errors carry headers
 * with the OAuth token and, from the token call, the client secret.
 */
function toGatewayError(operation: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const parts: string[] = [];
  let httpStatus: number | undefined;
  // Error instances are records too: PhonePeException and its subclasses carry httpStatusCode and code.
  if (isRecord(error)) {
    const fields = error;
    if (typeof fields.httpStatusCode === 'number') {
      httpStatus = fields.httpStatusCode;
      parts.push(String(httpStatus));
      const code = str(fields.code);
      if (code) parts.push(code);
      const message = str(fields.message);
      if (message) parts.push(message.slice(0, 200));
    } else {
      const code = str(fields.code);
      if (code && /^[A-Z0-9_]{1,40}$/.test(code)) parts.push(code);
    }
  }
  const message = parts.length > 0 ? `PhonePe ${operation} failed: ${parts.join(' ')}` : `PhonePe ${operation} failed`;
  return new PhonePeGatewayError(message, httpStatus);
}

/** One PhonePe SDK call bounded by `timeoutMs`, its failures as GatewayError (see boundedGatewayCall). */
function bounded<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  return boundedGatewayCall({ gateway: 'PhonePe', operation, timeoutMs, toError: (error) => toGatewayError(operation, error) }, call);
}

/** 4xx answers to a refund that may mean "this merchantRefundId exists" (PhonePe does not document one code for it). */
function mayBeDuplicateRefund(error: unknown): boolean {
  if (!(error instanceof PhonePeGatewayError) || error.httpStatus === undefined) return false;
  const status = error.httpStatus;
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
}

/** A 10-digit Indian mobile number (optionally +91) for PhonePe's login prefill, else undefined. */
function prefillPhone(phone: string): string | undefined {
  const trimmed = phone.trim();
  return /^(\+91)?[6-9]\d{9}$/.test(trimmed) ? trimmed : undefined;
}

/**
 * The PhonePe PaymentProvider. Constructing it does no I/O: the SDK's process-wide client is made on the first call.
 * Every network method throws GatewayError on a timeout (`settings.timeoutMs`) or an error from PhonePe.
 * `verifyCheckout` is always false: PhonePe's browser return is unsigned, so status comes from `fetchOrder`.
 * @param options.client a fake client for tests; by default `StandardCheckoutClient.getInstance(...)`.
 */
export function createPhonePeProvider(settings: PhonePeSettings, options: PhonePeProviderOptions = {}): PaymentProvider {
  let client: PhonePeClient | undefined = options.client;
  const now = options.now ?? (() => new Date());
  const sdk = (): PhonePeClient => {
    // shouldPublishEvents=false: no SDK telemetry queue (background requests outside our timeouts, carrying request data).
    client ??= StandardCheckoutClient.getInstance(
      settings.clientId,
      settings.clientSecret,
      settings.clientVersion,
      settings.env === 'PRODUCTION' ? Env.PRODUCTION : Env.SANDBOX,
      false,
    );
    return client;
  };
  // the SDK prints the failed token request, client_secret included: its output is withheld
  const call = <T>(operation: string, run: (c: PhonePeClient) => Promise<T>): Promise<T> =>
    bounded(operation, settings.timeoutMs, () => withSdkOutputWithheld('phonepe', () => run(sdk())));

  const refundStatus = async (
    merchantRefundId: string,
    fallbackProviderRefundId?: string,
  ): Promise<{ refund: GatewayRefund; raw: Json }> => {
    const answer = await call('getRefundStatus', (c) => c.getRefundStatus(merchantRefundId));
    const refund = mapRefund(answer, fallbackProviderRefundId ?? merchantRefundId);
    if (!refund || !isRecord(answer)) throw new GatewayError('PhonePe getRefundStatus returned an unexpected answer');
    return { refund, raw: answer };
  };

  return {
    name: 'phonepe',
    // the Authorization header is fixed and does not cover the body: every event is confirmed with the status API
    webhookBodySigned: false,

    async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
      const merchantOrderId = phonePeMerchantOrderId(request.attemptId);
      const answer = await call('pay', (c) => {
        const builder = StandardCheckoutPayRequest.builder()
          .merchantOrderId(merchantOrderId)
          .amount(request.amountPaise)
          .redirectUrl(request.returnUrl)
          .expireAfter(phonePeExpireAfterSeconds(request.expiresAt, now()))
          .message(`Payment for order ${request.orderNumber}`)
          .metaInfo(MetaInfo.builder().udf1(request.orderNumber).build());
        const phone = prefillPhone(request.customer.phone);
        if (phone) builder.prefillUserLoginDetails(PrefillUserLoginDetails.builder().phoneNumber(phone).build());
        return c.pay(builder.build());
      });
      const redirectUrl = isRecord(answer) ? str(answer.redirectUrl) : undefined;
      if (!redirectUrl) throw new GatewayError('PhonePe pay returned an unexpected answer');
      return { providerOrderId: merchantOrderId, redirectUrl };
    },

    async fetchOrder(providerOrderId: string): Promise<GatewayOrderStatus> {
      // details=true: every attempt on the order, not only the latest, so a second capture is seen too.
      const answer = await call('getOrderStatus', (c) => c.getOrderStatus(providerOrderId, true));
      return mapPhonePeOrderStatus(providerOrderId, answer);
    },

    verifyCheckout(): boolean {
      return false;
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayWebhookEvent {
      return parsePhonePeWebhook(rawBody, headers, settings.webhookUsername, settings.webhookPassword);
    },

    async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
      const merchantRefundId = phonePeMerchantRefundId(request.refundId);
      try {
        const answer = await call('refund', (c) =>
          c.refund(
            RefundRequest.builder()
              .merchantRefundId(merchantRefundId)
              .originalMerchantOrderId(request.providerOrderId)
              .amount(request.amountPaise)
              .build(),
          ),
        );
        const refund = mapRefund(answer);
        if (!refund) throw new GatewayError('PhonePe refund returned an unexpected answer');
        return refund;
      } catch (error) {
        if (!mayBeDuplicateRefund(error)) throw error;
        // A retried refund: PhonePe refuses the known merchantRefundId, so answer with the refund it already holds.
        let existing: { refund: GatewayRefund; raw: Json };
        try {
          existing = await refundStatus(merchantRefundId);
        } catch {
          throw error;
        }
        const order = str(existing.raw.originalMerchantOrderId);
        if (order !== undefined && order !== request.providerOrderId) throw error;
        return existing.refund;
      }
    },

    async fetchRefund(request: { refundId: string; providerRefundId: string; providerPaymentId: string }): Promise<GatewayRefund> {
      const { refund } = await refundStatus(phonePeMerchantRefundId(request.refundId), request.providerRefundId);
      return refund;
    },
  };
}
