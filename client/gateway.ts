/**
 * Opens the payment gateway for an attempt, in the browser. No UI: the caller shows what is
 * happening. Razorpay Checkout's script is fetched here, the first time a customer pays, and never
 * with a page's first visit.
 */
import type { PaymentAttemptAnswer } from '../lib/contracts/payments';
import { payResultPath, type PaymentProof } from '../lib/routes';
import { BRAND } from '../lib/site';

/** Razorpay Checkout's script (its documented URL; allowed by the Content-Security-Policy). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay Checkout passes its `handler` after a successful payment. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The part of Razorpay Checkout's options we use. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Integer paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

/** Razorpay Checkout's global constructor, as its script defines it. */
type RazorpayConstructor = new (options: RazorpayOptions) => { open: () => void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Sends the browser somewhere inside the site (the router's push, so no full reload). */
export type Navigate = (url: string) => void;

/** The gateway could not be opened (its script did not load, or the attempt lacks what it needs). */
export class GatewayOpenError extends Error {
  constructor(message = 'Could not open the payment page. Please check your connection and try again.') {
    super(message);
    this.name = 'GatewayOpenError';
  }
}

let checkoutScript: Promise<RazorpayConstructor> | null = null;

/**
 * Loads Razorpay Checkout's script once per page (a script tag; later calls share the same promise).
 * A failed load is forgotten, so the next attempt tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  checkoutScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new GatewayOpenError()));
    script.onerror = () => {
      script.remove();
      reject(new GatewayOpenError());
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    checkoutScript = null;
    throw error;
  });
  return checkoutScript;
}

/**
 * Opens the gateway of an attempt: a hosted page (`redirectUrl`: PhonePe, the sandbox) is a full
 * navigation; Razorpay opens its Checkout over the page, and both its outcomes lead to the result page
 * (with the signed proof after a payment, without it when the customer closes Checkout: the server
 * then tells whether anything was paid).
 * @param navigate goes to the result page inside the site (the router's push).
 * @throws GatewayOpenError when Razorpay's script does not load or the attempt lacks its key or order.
 */
export async function openGateway(
  attempt: PaymentAttemptAnswer,
  navigate: Navigate,
  /** Where Razorpay's outcomes lead (default the order's result page; a co-host's share has its own). */
  resultPath: (proof?: PaymentProof) => string = (proof) => payResultPath(attempt.orderId, proof),
): Promise<void> {
  if (attempt.redirectUrl) {
    window.location.assign(attempt.redirectUrl);
    return;
  }
  if (attempt.provider !== 'razorpay' || !attempt.keyId || !attempt.providerOrderId) throw new GatewayOpenError();
  const Razorpay = await loadRazorpayCheckout();
  // Only the first outcome leads on: a dismissal reported after the payment must not drop its proof.
  let settled = false;
  const finish = (url: string) => {
    if (settled) return;
    settled = true;
    navigate(url);
  };
  const checkout = new Razorpay({
    key: attempt.keyId,
    order_id: attempt.providerOrderId,
    amount: attempt.amountPaise,
    currency: attempt.currency,
    name: BRAND,
    description: `Order ${attempt.orderNumber}`,
    prefill: { name: attempt.prefill.name, contact: attempt.prefill.contact },
    handler: (response) =>
      finish(
        resultPath({
          providerOrderId: response.razorpay_order_id,
          providerPaymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      ),
    modal: { ondismiss: () => finish(resultPath()) },
  });
  checkout.open();
}
