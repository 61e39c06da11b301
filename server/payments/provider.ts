/**
 * The one interface every payment gateway adapter implements: Razorpay (primary), PhonePe PG v2
 * (the original product's gateway) and our sandbox (the default without keys). Amounts are integer paise,
 * currency INR only. Adapters do no database work of ours: they talk to their gateway and translate its
 * answers into these shapes; server/payments/service.ts decides every state.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from '../../lib/payments';

/** What we ask a gateway to collect. */
export interface GatewayOrderRequest {
  /** Our payment attempt id (uuid): the gateway's merchant order id / receipt is derived from it. */
  attemptId: string;
  /** Integer paise, at least 100. */
  amountPaise: number;
  currency: 'INR';
  /** Our order number, shown on the gateway's page and kept in its notes. */
  orderNumber: string;
  /** The customer, to prefill the gateway's form. */
  customer: { name?: string; phone: string };
  /** Absolute URL (or site-relative for the sandbox) the gateway sends the browser back to. */
  returnUrl: string;
  /** When the attempt stops being payable. */
  expiresAt: Date;
}

/** The gateway's order for an attempt. */
export interface GatewayOrder {
  /** The gateway's id of the order (Razorpay `order_...`, PhonePe merchant order id, sandbox `sbx_order_...`). */
  providerOrderId: string;
  /** Where to send the browser (PhonePe's hosted page, the sandbox page); absent for Razorpay Checkout. */
  redirectUrl?: string;
  /** The public key id Razorpay Checkout needs in the browser. */
  keyId?: string;
}

/** Where one payment stands at the gateway. */
export type GatewayPaymentState = 'pending' | 'captured' | 'failed';

/** One payment made against a gateway order (a gateway order can see several tries). */
export interface GatewayPayment {
  providerPaymentId: string;
  state: GatewayPaymentState;
  /** Integer paise. */
  amountPaise: number;
  currency: string;
  /** upi, card, netbanking, wallet ... as the gateway names it. */
  method?: string;
  /** The gateway's reason for a failure, for the attempt's record (never shown with customer data). */
  failureReason?: string;
}

/** What the gateway knows of one of its orders: every payment made against it. */
export interface GatewayOrderStatus {
  providerOrderId: string;
  payments: GatewayPayment[];
}

/** What the browser brings back from Razorpay Checkout (or the sandbox page): to be verified, never trusted. */
export interface CheckoutProof {
  providerOrderId: string;
  providerPaymentId: string;
  signature: string;
}

/** A refund as the gateway reports it. */
export interface GatewayRefund {
  providerRefundId: string;
  state: 'pending' | 'processed' | 'failed';
  amountPaise: number;
  /** The bank's reference (ARN / UTR) once known. */
  bankReference?: string;
}

/** What we ask a gateway to refund. */
export interface GatewayRefundRequest {
  /** Our refund id (uuid): the gateway's refund receipt / merchant refund id, so a retried request is recognised. */
  refundId: string;
  providerOrderId: string;
  providerPaymentId: string;
  /** Integer paise, at most what the payment captured minus earlier refunds. */
  amountPaise: number;
}

/** A verified webhook event, reduced to what our state machine uses. */
export interface GatewayWebhookEvent {
  /** Unique per event at the gateway (Razorpay `x-razorpay-event-id`; PhonePe: derived from the payload). */
  eventId: string;
  /** The gateway's event type, e.g. `payment.captured`, `checkout.order.completed`, `refund.processed`. */
  type: string;
  providerOrderId?: string;
  /** The payment the event is about, when it is about one. */
  payment?: GatewayPayment;
  /** The refund the event is about, with our refund id when the gateway echoes it. */
  refund?: GatewayRefund & { refundId?: string };
}

/** The gateway did not answer in time or answered with an error: the API answers 502 "Payment service is busy, please retry". */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** A webhook whose signature or authorization does not check out: answered 400, no state change. */
export class WebhookVerificationError extends Error {
  constructor(message = 'Webhook signature could not be verified') {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** A payment gateway adapter. Every network method throws GatewayError on a timeout or gateway error. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Whether a verified webhook's body comes from the gateway: true when the signature covers the
   * body (Razorpay: HMAC-SHA256 of the raw bytes), so its payment or refund is recorded as reported. False
   * (PhonePe: a fixed `Authorization` header that does not cover the body) makes every event a hint: the
   * payment or refund it names is looked up with `fetchOrder` / `fetchRefund`, and only that answer is recorded.
   */
  readonly webhookBodySigned: boolean;
  /** Creates the gateway's order for an attempt. Idempotent per `attemptId` where the gateway allows it. */
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  /** Every payment made against a gateway order, as the gateway reports it now. */
  fetchOrder(providerOrderId: string): Promise<GatewayOrderStatus>;
  /**
   * Whether the browser's checkout proof is signed by the gateway (Razorpay: HMAC-SHA256 of
   * `order_id|payment_id` with the key secret). Gateways without a signed return (PhonePe) answer false,
   * and the status is then taken from `fetchOrder` alone.
   */
  verifyCheckout(proof: CheckoutProof): boolean;
  /**
   * Verifies a webhook over its raw body and headers and reduces it to an event.
   * @throws WebhookVerificationError when the signature or authorization is wrong or missing.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayWebhookEvent;
  /** Requests a refund; a retry with the same `refundId` returns the refund already made instead of a second one. */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** Where a refund stands now. */
  fetchRefund(request: { refundId: string; providerRefundId: string; providerPaymentId: string }): Promise<GatewayRefund>;
}

/**
 * Runs one gateway SDK call bounded by `timeoutMs`: a timeout becomes GatewayError("<gateway> <operation>
 * timed out after N ms"), a synchronous throw or a rejection becomes `toError(error)`. The abandoned call
 * may still settle later: its rejection is swallowed so it cannot surface as unhandled.
 */
export async function boundedGatewayCall<T>(
  {
    gateway,
    operation,
    timeoutMs,
    toError,
  }: { gateway: string; operation: string; timeoutMs: number; toError: (error: unknown) => GatewayError },
  call: () => Promise<T>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const pending = call();
    pending.catch(() => undefined);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GatewayError(`${gateway} ${operation} timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    return await Promise.race([pending, timeout]);
  } catch (error) {
    throw error instanceof GatewayError ? error : toError(error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
