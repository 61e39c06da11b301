/**
 * Payment rules shared by the browser and the server. Pure code, no I/O.
 * Prices are whole rupees; the gateways take integer paise (`toPaise`), currency INR only.
 */
import { ORDER_STATUS, type OrderStatus } from './constants';

/** The only currency the gateways are asked for. */
export const PAYMENT_CURRENCY = 'INR';
/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;
/**
 * The longest an unpaid order holds its provider's time, from "Pay" or from each new payment attempt of its advance
 * (the setting PAYMENT_HOLD_MINUTES may only shorten it): another customer waits at most this long for a slot.
 */
export const MAX_HOLD_MINUTES = 15;
/** The reconciler first asks the gateway about a pending attempt this long after it was opened. */
export const RECONCILE_FIRST_CHECK_SECONDS = 120;
/** The reconciler's interval doubles up to this many seconds. */
export const RECONCILE_MAX_INTERVAL_SECONDS = 30 * 60;
/** The reconciler keeps asking about a pending attempt for this many hours. */
export const RECONCILE_FOR_HOURS = 24;
/** A refund request is tried this many times before operations are asked to step in. */
export const REFUND_MAX_TRIES = 3;

/** What a payment is for: the advance that books the order, or the balance paid later. */
export const PAYMENT_KINDS = ['advance', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/**
 * What a payment attempt pays: a due amount, `topup`: the rise of a total synced to the invite's guests, or `tip`:
 * a thank-you added after the job, passed in full to the provider (lib/tips); a tip never counts on the order.
 */
export const ATTEMPT_KINDS = [...PAYMENT_KINDS, 'topup', 'tip'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/** The payment gateways; `sandbox` is our own test gateway, the default without keys. */
export const PAYMENT_PROVIDERS = ['razorpay', 'phonepe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Where one payment attempt stands: opened at the gateway, pending there, paid, failed or expired unpaid. */
export const ATTEMPT_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** Attempts that may still be paid (one at most per order). */
export const OPEN_ATTEMPT_STATUSES: readonly AttemptStatus[] = ['created', 'pending'];

/** Where a refund stands: requested, processed by the bank, or failed (retried, then flagged for operations). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money goes back: a cancellation, a second capture, a payment after the slot was lost, operations' goodwill,
 * an order synced to fewer invite guests (`headcount_sync`), or the on-time promise's credit for a provider who
 * arrived late (`late_arrival`, lib/punctuality).
 */
export const REFUND_REASONS = ['cancellation', 'duplicate', 'late', 'goodwill', 'headcount_sync', 'late_arrival'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The status answer's messages (the original's strings). */
export const PAYMENT_MESSAGES = ['PAYMENT_SUCCESS', 'PAYMENT_PENDING', 'PAYMENT_ERROR', 'PAYMENT_EXPIRED'] as const;
export type PaymentMessage = (typeof PAYMENT_MESSAGES)[number];

/** An order's payment state as My Orders and the order page show it beside the order status. */
export const ORDER_PAYMENT_STATUSES = [
  'awaiting_payment',
  'balance_due',
  'paid',
  'partly_refunded',
  'refunded',
  'unpaid',
  'advance_kept',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Customer-facing labels of the payment states. */
export const ORDER_PAYMENT_STATUS_LABEL: Record<OrderPaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  balance_due: 'Advance paid, balance due',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  unpaid: 'Not paid',
  advance_kept: 'Advance kept',
};

/** Customer-facing labels of the refund states. */
export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = {
  pending: 'Refund initiated',
  processed: 'Refunded',
  failed: 'Refund delayed: our team is on it',
};

/**
 * Whole rupees as integer paise for a gateway.
 * Throws RangeError when `rupees` is not a non-negative whole number.
 */
export function toPaise(rupees: number): number {
  if (!Number.isInteger(rupees) || rupees < 0) throw new RangeError(`rupees must be a non-negative whole number, got ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
}

/**
 * Integer paise back to whole rupees.
 * Throws RangeError when `paise` is not a non-negative multiple of 100 (we never ask for fractions of a rupee).
 */
export function toRupees(paise: number): number {
  if (!Number.isInteger(paise) || paise < 0 || paise % PAISE_PER_RUPEE !== 0) {
    throw new RangeError(`paise must be a non-negative whole number of rupees in paise, got ${paise}`);
  }
  return paise / PAISE_PER_RUPEE;
}

/** The money of an order as stored: whole rupees. */
export interface OrderMoney {
  status: OrderStatus;
  total: number;
  advance: number;
  /** Captured and applied to the order (advance and balance, online or cash). */
  amountPaid: number;
  /** Refunded so far (processed or pending). */
  amountRefunded: number;
}

/**
 * The payment state shown beside the order status: awaiting payment until the advance is
 * paid; refunded or partly refunded once money went back; paid when the total is covered; balance due
 * when only the advance is; for an order that ended (expired, cancelled) with nothing refunded: advance kept when
 * it kept what was paid (a customer no-show, a cancellation under 24 hours), not paid when nothing was paid.
 * An ended order is never "balance due".
 */
export function orderPaymentStatus({ status, total, advance, amountPaid, amountRefunded }: OrderMoney): OrderPaymentStatus {
  if (amountPaid > 0 && amountRefunded >= amountPaid) return 'refunded';
  if (amountRefunded > 0) return 'partly_refunded';
  if (amountPaid >= total) return 'paid';
  const ended = status === ORDER_STATUS.CANCELLED || status === ORDER_STATUS.EXPIRED;
  // nothing is due once an order ended: what it kept (no-show, late cancellation) is the advance, not a balance
  if (ended) return amountPaid > 0 ? 'advance_kept' : 'unpaid';
  if (amountPaid >= advance && amountPaid > 0) return 'balance_due';
  return 'awaiting_payment';
}

/** Order statuses that end an order without its service: nothing is left to pay, what was paid is refunded. */
export const ENDED_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED];

/** What co-hosts paid of an order (their shares) and what went back to them, whole rupees. */
export interface CoHostMoney {
  /** The co-host's first name only (never their phone). */
  name: string;
  paid: number;
  refunded: number;
}

/**
 * The one "left to pay" of an order (whole rupees) and what it is made of: every screen (the bill, the order page,
 * My Orders, the partner app, the console, the co-host's page) reads this figure, never its own sum.
 */
export interface LeftToPay {
  /** Still owed: 0 once the order ended (cancelled, expired) or is fully paid. */
  amount: number;
  total: number;
  /** Captured and applied to the order, by the host and co-hosts (`amountPaid`). */
  paid: number;
  /** Refunded or being refunded, to the host and co-hosts. */
  refunded: number;
  /** Of `paid` and `refunded`, the co-hosts' part, one entry per co-host who paid. */
  coHosts: CoHostMoney[];
  /** A payment the bank has not confirmed yet (not in `paid`, not taken off `amount`): 0 when none. */
  pending: number;
  /** The order ended without its service: screens show what is refunded instead of a balance. */
  ended: boolean;
}

/**
 * What is left to pay on an order. Its total less what was paid (a goodwill refund does not pay the
 * balance, so it does not change it; a guest sync's refund is already taken off `amountPaid`), never below 0; 0 for
 * an order that ended without its service (ENDED_ORDER_STATUSES), whose paid money is refunded by the cancellation
 * policy (lib/orders cancellationRefund) instead.
 */
export function leftToPay(
  money: Pick<OrderMoney, 'status' | 'total' | 'amountPaid' | 'amountRefunded'>,
  extra: { coHosts?: readonly CoHostMoney[]; pending?: number } = {},
): LeftToPay {
  const ended = ENDED_ORDER_STATUSES.includes(money.status);
  return {
    amount: ended ? 0 : Math.max(0, money.total - money.amountPaid),
    total: money.total,
    paid: money.amountPaid,
    refunded: money.amountRefunded,
    coHosts: [...(extra.coHosts ?? [])],
    pending: extra.pending ?? 0,
    ended,
  };
}

/** What the customer can pay now: the kind and the rupees, or null when nothing is due online. */
export interface AmountDue {
  kind: PaymentKind;
  amount: number;
}

/**
 * What is payable online now: the advance while the order awaits payment; then the balance
 * while the order is booked or accepted and the service has not started (`startsAt`); and the balance
 * still owed on a completed order, whose provider has left and can no longer take it in cash. Nothing once it
 * is cancelled, expired, in progress (the provider is there to take it) or fully paid.
 */
export function amountDue(money: OrderMoney, startsAt: Date, now: Date): AmountDue | null {
  const { status, total, advance, amountPaid } = money;
  if (status === ORDER_STATUS.AWAITING_PAYMENT) return amountPaid < advance ? { kind: 'advance', amount: advance - amountPaid } : null;
  if (status === ORDER_STATUS.COMPLETED) return amountPaid < total ? { kind: 'balance', amount: total - amountPaid } : null;
  if (status !== ORDER_STATUS.BOOKED && status !== ORDER_STATUS.ACCEPTED) return null;
  if (now.getTime() >= startsAt.getTime() || amountPaid >= total) return null;
  if (amountPaid < advance) return { kind: 'advance', amount: advance - amountPaid };
  return { kind: 'balance', amount: total - amountPaid };
}

/**
 * The gateway's delay before the reconciler asks again about a still-pending attempt: 2 minutes, then
 * doubling (4, 8, 16) up to every 30 minutes. `checks` is how many checks were made so far.
 */
export function reconcileDelaySeconds(
  checks: number,
  firstSeconds = RECONCILE_FIRST_CHECK_SECONDS,
  maxSeconds = RECONCILE_MAX_INTERVAL_SECONDS,
): number {
  const exponent = Math.max(0, Math.min(checks, 20));
  return Math.min(firstSeconds * 2 ** exponent, maxSeconds);
}
