/**
 * Paying an order: opening the one payment attempt of an order, checking it after the gateway
 * sends the customer back, and the status the result page polls. The amount always comes from the stored
 * order (integer paise at the gateway); the browser never says what was paid.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentAttemptAnswer, PaymentStatusAnswer } from '../../lib/contracts/payments';
import { COUNTRY_CODE, ORDER_STATUS } from '../../lib/constants';
import {
  amountDue,
  OPEN_ATTEMPT_STATUSES,
  PAYMENT_CURRENCY,
  toPaise,
  type PaymentKind,
  type PaymentMessage,
  type PaymentProviderName,
} from '../../lib/payments';
import type { Locale } from '../../lib/i18n/locales';
import { getConfig } from '../config';
import { orders, paymentAttempts, type NewPaymentAttempt, type Order, type PaymentAttempt, type User } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { HttpError } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';
import { orderForUser } from './repository';
import { orderStartsAt } from '../../lib/orders';
import { advanceSlotTaken, holdForAdvance } from './advanceHold';
import { syncAttempt } from './captures';
import { lockOrder, moneyOf } from './ledger';
import { GatewayError, type CheckoutProof } from './provider';
import type { PaymentDeps } from './registry';

/** What the customer reads when a gateway times out or fails. */
export const GATEWAY_BUSY_MESSAGE = 'Payment service is busy, please retry';

/**
 * POST /api/payment_gateway/status asks the gateway about one attempt at most once in this window
 * (30 requests made 30 gateway calls); requests within it answer what the last answer left in our records.
 * Kept in the rate-limit table, so it holds across app instances.
 */
export const STATUS_GATEWAY_CACHE: WindowLimit = { max: 1, windowSeconds: 5 };

/** Gateway calls one customer's status requests may cause (across all their orders), else 429. */
export const STATUS_GATEWAY_CUSTOMER_LIMIT: WindowLimit = { max: 10, windowSeconds: 60 };

/**
 * Whether this status request may ask the gateway about `attemptId` now: not when the attempt was asked
 * within STATUS_GATEWAY_CACHE (the stored answer is reused). Counted under advisory locks in the database,
 * so concurrent requests on several instances claim one call between them.
 * @throws HttpError 429 (with Retry-After) when the customer has used STATUS_GATEWAY_CUSTOMER_LIMIT.
 */
async function claimGatewayCheck(db: Db, { attemptId, userId, now }: { attemptId: string; userId: string; now: Date }): Promise<boolean> {
  const attemptBucket = `payment-status:attempt:${attemptId}`;
  const customerBucket = `payment-status:user:${userId}`;
  const claim = await db.transaction(async (tx): Promise<'ask' | 'cached' | number> => {
    // always the attempt's bucket first, then the customer's: one lock order, no deadlock
    await lockBucket(tx, attemptBucket);
    if ((await secondsUntilFree(tx, attemptBucket, STATUS_GATEWAY_CACHE, now)) > 0) return 'cached';
    await lockBucket(tx, customerBucket);
    const wait = await secondsUntilFree(tx, customerBucket, STATUS_GATEWAY_CUSTOMER_LIMIT, now);
    if (wait > 0) return wait;
    await recordHit(tx, attemptBucket, STATUS_GATEWAY_CACHE, now);
    await recordHit(tx, customerBucket, STATUS_GATEWAY_CUSTOMER_LIMIT, now);
    return 'ask';
  });
  if (typeof claim === 'number') throw tooManyRequests('Too many payment checks.', claim, now);
  return claim === 'ask';
}

/**
 * Asks the gateway where an attempt stands and records its answer (captures `syncAttempt`), for a route that
 * answers the browser: the order's and a co-host share's status checks.
 * @throws HttpError 502 GATEWAY_BUSY_MESSAGE when the gateway does not answer.
 */
export async function syncAttemptAnswering(db: Db, deps: PaymentDeps, attempt: PaymentAttempt): Promise<void> {
  try {
    await syncAttempt(db, deps, attempt);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new HttpError(502, GATEWAY_BUSY_MESSAGE);
  }
}

/** The newest attempt of an order, or null. */
export async function latestAttempt(db: Db, orderId: string): Promise<PaymentAttempt | null> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    // the host's own attempts: a co-host's share is not the host's payment
    .where(and(eq(paymentAttempts.orderId, orderId), isNull(paymentAttempts.shareId)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return attempt ?? null;
}

/** The host's open (created or pending) attempt of an order, or null: there is at most one (co-hosts' shares have their own). */
async function openAttemptOf(db: Db, orderId: string): Promise<PaymentAttempt | null> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        isNull(paymentAttempts.shareId),
        inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES]),
      ),
    )
    .limit(1);
  return attempt ?? null;
}

/**
 * Why an order cannot be paid now for `kind`, as a 409, or nothing.
 * @throws HttpError 409 already paid, cancelled, expired, or the other kind is due.
 */
function requirePayable(order: Order, kind: PaymentKind, now: Date): number {
  const status = order.status;
  if (status === ORDER_STATUS.CANCELLED) throw new HttpError(409, 'This order is cancelled and can no longer be paid.');
  if (status === ORDER_STATUS.EXPIRED) throw new HttpError(409, 'This order has expired: its slot was released. Please book again.');
  const due = amountDue(moneyOf(order), orderStartsAt(order), now);
  if (!due) throw new HttpError(409, kind === 'advance' ? 'This order is already paid.' : 'Nothing is due on this order.');
  if (due.kind !== kind) {
    throw new HttpError(
      409,
      kind === 'balance' ? 'Please pay the advance of this order first.' : 'The advance of this order is already paid.',
    );
  }
  return due.amount;
}

/** The answer of POST /api/payment_gateway/payment for an attempt (also the top-up of a guest sync). */
export function attemptAnswer(attempt: PaymentAttempt, order: Order, user: Pick<User, 'name' | 'phone'>): PaymentAttemptAnswer {
  const address = order.address as { name?: string };
  return {
    attemptId: attempt.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    kind: attempt.kind,
    provider: attempt.provider as PaymentProviderName,
    amountPaise: attempt.amountPaise,
    currency: PAYMENT_CURRENCY,
    providerOrderId: attempt.providerOrderId ?? undefined,
    keyId: attempt.provider === 'razorpay' ? getConfig().RAZORPAY_KEY_ID : undefined,
    redirectUrl: attempt.redirectUrl ?? undefined,
    prefill: { name: user.name ?? address.name, contact: `${COUNTRY_CODE}${user.phone}` },
    expiresAt: attempt.expiresAt.toISOString(),
  };
}

/** Closes an attempt the customer never took to the gateway (`created`), so a new one can open in its place. */
export async function expireUntouchedAttempt(tx: Db, attemptId: string, now: Date): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'expired', resolvedAt: now, updatedAt: now })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'created')));
}

/**
 * Writes a new payment attempt on the current gateway (`values`: order, kind, integer paise, expiry, and a share or
 * idempotency key where there is one) with its durable reconcile job, in the caller's transaction (the order locked).
 */
export async function insertAttempt(
  tx: Db,
  deps: PaymentDeps,
  values: Omit<NewPaymentAttempt, 'provider' | 'nextCheckAt' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<PaymentAttempt> {
  const firstCheck = addSeconds(now, deps.reconcileFirstSeconds);
  const [created] = await tx
    .insert(paymentAttempts)
    .values({ ...values, provider: deps.gateways.current, nextCheckAt: firstCheck, createdAt: now, updatedAt: now })
    .returning();
  await enqueueJob(tx, {
    name: 'payment.reconcile',
    payload: { attemptId: created!.id },
    runAt: firstCheck,
    dedupeKey: `reconcile:${created!.id}`,
  });
  return created!;
}

/**
 * Opens the payment of `kind` for one of the customer's orders, or returns the attempt already open (a
 * second tab, a double click or the same `Idempotency-Key`): at most one open attempt per order, under
 * the order's lock. The attempt row is committed before the gateway is called (the gateway's order is
 * made idempotently from the attempt id), so no lock is held across the network; the reconciler's first
 * check is enqueued with it.
 * An attempt of the advance keeps the order's provider time until the attempt expires (./advanceHold.ts).
 * @throws HttpError 404 unknown or another customer's order; 409 already paid, cancelled, expired or
 *   the other kind due, or "This slot was just booked." with `details.nextFreeSlots` when the order's hold lapsed
 *   and nobody is free for its job any more (before the gateway is called); 502 GATEWAY_BUSY_MESSAGE when the
 *   gateway does not answer.
 */
export async function openPaymentAttempt(
  db: Db,
  deps: PaymentDeps,
  {
    user,
    orderId,
    kind,
    idempotencyKey: key,
    locale = 'en',
  }: { user: User; orderId: string; kind: PaymentKind; idempotencyKey?: string; locale?: Locale },
): Promise<PaymentAttemptAnswer> {
  let idempotencyKey = key;
  const { now } = deps;
  await orderForUser(db, orderId, user.id);
  const opened = await db.transaction(async (tx): Promise<{ attempt: PaymentAttempt; order: Order } | { slotTaken: Order }> => {
    const locked = (await lockOrder(tx, orderId))!;
    if (idempotencyKey) {
      const [same] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.idempotencyKey, idempotencyKey)))
        .limit(1);
      if (same && OPEN_ATTEMPT_STATUSES.includes(same.status)) return { attempt: same, order: locked };
      // the key's attempt is over (failed, e.g. after a 502): a new attempt, which cannot carry the key again
      if (same) idempotencyKey = undefined;
    }
    const open = await openAttemptOf(tx, orderId);
    // a payment already in flight at the gateway is never doubled by a second attempt
    if (open?.status === 'pending') return { attempt: open, order: locked };
    const rupees = requirePayable(locked, kind, now);
    if (open && open.kind === kind && open.amountPaise === toPaise(rupees) && open.expiresAt > now) return { attempt: open, order: locked };
    // an attempt lasts PAYMENT_HOLD_MINUTES (at most 15); for the advance the provider's time is held as long,
    // or the customer hears the slot was taken before the gateway is called
    const expiresAt = addMinutes(now, deps.holdMinutes);
    if (kind === 'advance' && !(await holdForAdvance(tx, locked, { now, expiresAt }))) return { slotTaken: locked };
    if (open) await expireUntouchedAttempt(tx, open.id, now);
    const created = await insertAttempt(tx, deps, { orderId, kind, amountPaise: toPaise(rupees), idempotencyKey, expiresAt }, now);
    return { attempt: created, order: locked };
  });
  if ('slotTaken' in opened) throw await advanceSlotTaken(db, opened.slotTaken, now);
  const { attempt, order } = opened;
  if (attempt.providerOrderId) return attemptAnswer(attempt, order, user);
  const stored = await openAtGateway(db, deps, attempt, order, {
    customer: { name: user.name ?? undefined, phone: user.phone },
    returnUrl: siteUrlIn(`/pay/result?order=${order.id}`, locale),
  });
  return attemptAnswer(stored, order, user);
}

/**
 * Makes the gateway's order of a committed attempt (idempotently from the attempt id; the first writer of its
 * id wins), or fails the attempt when the gateway does not answer. Shared by the host's payments and the
 * co-hosts' shares.
 * @returns the attempt as stored afterwards.
 * @throws HttpError 502 GATEWAY_BUSY_MESSAGE when the gateway does not answer.
 */
export async function openAtGateway(
  db: Db,
  deps: PaymentDeps,
  attempt: PaymentAttempt,
  order: Order,
  { customer, returnUrl }: { customer: { name?: string; phone: string }; returnUrl: string },
): Promise<PaymentAttempt> {
  const { now } = deps;
  const gateway = deps.gateways.provider(attempt.provider as PaymentProviderName);
  try {
    const made = await gateway.createOrder({
      attemptId: attempt.id,
      amountPaise: attempt.amountPaise,
      currency: PAYMENT_CURRENCY,
      orderNumber: order.orderNumber,
      customer,
      returnUrl,
      expiresAt: attempt.expiresAt,
    });
    // the first writer wins: a concurrent call that also reached the gateway reads the same id back
    await db
      .update(paymentAttempts)
      .set({ providerOrderId: made.providerOrderId, redirectUrl: made.redirectUrl ?? null, updatedAt: now })
      .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.providerOrderId)));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger.warn({ err: error, attemptId: attempt.id }, 'the gateway did not open a payment');
    await db
      .update(paymentAttempts)
      .set({ status: 'failed', failureReason: 'The gateway did not answer', resolvedAt: now, updatedAt: now })
      .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.providerOrderId), eq(paymentAttempts.status, 'created')));
    throw new HttpError(502, GATEWAY_BUSY_MESSAGE);
  }
  const [stored] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id)).limit(1);
  return stored!;
}

/** The status message of an order's payment (the original's strings). */
function messageOf(order: Order, attempt: PaymentAttempt | null): PaymentMessage {
  const status = order.status;
  const ended = status === ORDER_STATUS.EXPIRED || status === ORDER_STATUS.CANCELLED;
  // a payment that came too late for its order is refunded: not a success
  if (attempt?.status === 'paid' && ended && order.amountPaid === 0) return 'PAYMENT_EXPIRED';
  if (attempt?.status === 'paid') return 'PAYMENT_SUCCESS';
  if (status === ORDER_STATUS.EXPIRED && order.amountPaid === 0) return 'PAYMENT_EXPIRED';
  if (attempt?.status === 'pending') return 'PAYMENT_PENDING';
  if (!attempt) return order.amountPaid >= order.advance && order.amountPaid > 0 ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR';
  // created (nothing reached the gateway yet), failed, or expired
  return 'PAYMENT_ERROR';
}

/** Where an order's payment stands, from what the server knows (no gateway call). */
export async function paymentStatusView(db: Db, order: Order, now: Date): Promise<PaymentStatusAnswer> {
  const attempt = await latestAttempt(db, order.id);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentStatus: order.paymentStatus,
    message: messageOf(order, attempt),
    attempt: attempt ? { kind: attempt.kind, status: attempt.status, amountPaise: attempt.amountPaise } : null,
    paidAmount: order.amountPaid,
    due: amountDue(moneyOf(order), orderStartsAt(order), now),
  };
}

/** GET /api/payment_gateway/status/{orderId}. @throws HttpError 404 for an unknown or another customer's order. */
export async function paymentStatusForUser(db: Db, { orderId, userId, now }: { orderId: string; userId: string; now: Date }) {
  return paymentStatusView(db, await orderForUser(db, orderId, userId), now);
}

/**
 * POST /api/payment_gateway/status: with a checkout proof, verifies its signature (a bad one is a 400 and
 * leaves the attempt to the reconciler) and then asks the gateway, which alone says whether and what was
 * captured; without one, asks the gateway about the order's open attempt (PhonePe's return, a failed or
 * pending sandbox payment). The gateway is asked at most once per attempt within STATUS_GATEWAY_CACHE;
 * a request within it answers the stored state.
 * @throws HttpError 404 order; 400 "Payment could not be verified"; 429 when the customer's requests have
 *   asked the gateway STATUS_GATEWAY_CUSTOMER_LIMIT times; 502 when the gateway does not answer.
 */
export async function checkPayment(
  db: Db,
  deps: PaymentDeps,
  { userId, orderId, proof }: { userId: string; orderId: string; proof?: Partial<CheckoutProof> },
): Promise<PaymentStatusAnswer> {
  const order = await orderForUser(db, orderId, userId);
  let attempt: PaymentAttempt | null;
  let askGateway = false;
  if (proof?.providerOrderId || proof?.providerPaymentId || proof?.signature) {
    const { providerOrderId, providerPaymentId, signature } = proof;
    const [named] = providerOrderId
      ? await db
          .select()
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.providerOrderId, providerOrderId)))
          .limit(1)
      : [];
    const gateway = named ? deps.gateways.provider(named.provider as PaymentProviderName) : null;
    if (
      !named ||
      !gateway ||
      !providerPaymentId ||
      !signature ||
      !gateway.verifyCheckout({ providerOrderId: providerOrderId!, providerPaymentId, signature })
    ) {
      throw new HttpError(400, 'Payment could not be verified', {
        errors: [{ path: 'signature', message: 'Does not match this payment' }],
      });
    }
    attempt = named;
    askGateway = true;
  } else {
    // PhonePe's return and the sandbox's failure or pending return bring no proof: ask about the open attempt, or
    // the latest one that reached the gateway (a page left open may have been paid after we closed its attempt)
    attempt = (await openAttemptOf(db, orderId)) ?? (await latestAttempt(db, orderId));
    if (attempt && (attempt.status === 'paid' || !attempt.providerOrderId)) attempt = null;
    else askGateway = attempt !== null;
  }
  // the gateway is asked about the attempt whatever we thought of it (even a lapsed one): only its answer counts;
  // within STATUS_GATEWAY_CACHE of the last question its answer is already in our records
  if (attempt && askGateway && (await claimGatewayCheck(db, { attemptId: attempt.id, userId, now: deps.now }))) {
    await syncAttemptAnswering(db, deps, attempt);
  }
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return paymentStatusView(db, fresh!, deps.now);
}
