/**
 * A co-host paying their share of a split balance through its public link (the link's token is the secret): the
 * share's public page, its payment attempt on the existing gateways and the check of its outcome. The split itself,
 * its links and its fallback to the host are in ./splits.ts. Amounts: whole rupees, paise at the gateway.
 */
import { addMinutes } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentAttemptAnswer } from '../../lib/contracts/payments';
import type { SharePublic } from '../../lib/contracts/split';
import { COUNTRY_CODE, ORDER_TYPE_LABEL } from '../../lib/constants';
import { orderConfirmationFacts, orderStartsAt } from '../../lib/orders';
import {
  amountDue,
  ENDED_ORDER_STATUSES,
  OPEN_ATTEMPT_STATUSES,
  PAISE_PER_RUPEE,
  PAYMENT_CURRENCY,
  toPaise,
  type PaymentProviderName,
} from '../../lib/payments';
import { shareResultPath } from '../../lib/routes';
import type { Locale } from '../../lib/i18n/locales';
import { getConfig } from '../config';
import { siteUrlIn } from '../i18n/links';
import {
  orders,
  paymentAttempts,
  payments,
  paymentShares,
  refunds,
  type Order,
  type PaymentAttempt,
  type PaymentShare,
} from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree } from '../http/rateLimit';
import { expireUntouchedAttempt, insertAttempt, openAtGateway, STATUS_GATEWAY_CACHE, syncAttemptAnswering } from './attempts';
import { lockOrder, moneyOf } from './ledger';
import type { CheckoutProof } from './provider';
import type { PaymentDeps } from './registry';
import { refundsState } from './refunding';
import { hashShareToken, hostFirstName } from './splits';

/** The share of a link token, or null. */
async function shareOfToken(db: Db, token: string): Promise<PaymentShare | null> {
  const [share] = await db
    .select()
    .from(paymentShares)
    .where(eq(paymentShares.tokenHash, hashShareToken(token)))
    .limit(1);
  return share ?? null;
}

/** Why a share cannot be paid online now (409 message), or null. */
function sharePayRefusal(share: PaymentShare, order: Order, now: Date): string | null {
  if (share.status === 'paid') return 'This share is already paid. Thank you!';
  if (share.status === 'cancelled') return 'This share was cancelled: the host settled the balance or changed the split.';
  if (share.status === 'fallen_back') return 'This share is now with the host: it was not paid 48 hours before the service.';
  const due = amountDue(moneyOf(order), orderStartsAt(order), now);
  if (!due || due.kind !== 'balance' || share.amount > due.amount) return 'This order no longer takes payments online.';
  return null;
}

/** What a share's public page shows: the service, its date, the host's first name and the share. */
async function toSharePublic(db: Db, share: PaymentShare, order: Order, now: Date): Promise<SharePublic> {
  const facts = orderConfirmationFacts(order);
  const [inFlight] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.shareId, share.id), eq(paymentAttempts.status, 'pending')))
    .limit(1);
  const [payment] = share.paymentId
    ? await db.select({ receiptNumber: payments.receiptNumber }).from(payments).where(eq(payments.id, share.paymentId)).limit(1)
    : [];
  // what went back to this co-host from their share's payment (a cancellation, a goodwill refund)
  const returned = share.paymentId ? await db.select().from(refunds).where(eq(refunds.paymentId, share.paymentId)) : [];
  const state = refundsState(returned);
  return {
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    eventDate: order.eventDate,
    slotLabel: facts.when.split(', ').slice(-1)[0] ?? order.slot,
    hostFirstName: await hostFirstName(db, order),
    amount: share.amount,
    status: share.status,
    payable: sharePayRefusal(share, order, now) === null,
    confirming: inFlight !== undefined,
    receiptNumber: payment?.receiptNumber ?? null,
    paidAt: share.paidAt?.toISOString() ?? null,
    orderEnded: ENDED_ORDER_STATUSES.includes(order.status),
    refunded: Math.round(returned.reduce((sum, refund) => sum + refund.amountPaise, 0) / PAISE_PER_RUPEE),
    refundState: state,
  };
}

/** The public view of a share's link (its pay page, server-rendered), or null for an unknown link. */
export async function sharePublicByToken(db: Db, token: string, now: Date): Promise<SharePublic | null> {
  const share = await shareOfToken(db, token);
  if (!share) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, share.orderId)).limit(1);
  return order ? toSharePublic(db, share, order, now) : null;
}

/** The attempt answer of a share's attempt (prefilled with the co-host's name and phone, for the gateway's form). */
function shareAttemptAnswer(attempt: PaymentAttempt, order: Order, share: PaymentShare): PaymentAttemptAnswer {
  return {
    attemptId: attempt.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    kind: 'balance',
    provider: attempt.provider as PaymentProviderName,
    amountPaise: attempt.amountPaise,
    currency: PAYMENT_CURRENCY,
    providerOrderId: attempt.providerOrderId ?? undefined,
    keyId: attempt.provider === 'razorpay' ? getConfig().RAZORPAY_KEY_ID : undefined,
    redirectUrl: attempt.redirectUrl ?? undefined,
    prefill: { name: share.name, contact: `${COUNTRY_CODE}${share.phone}` },
    expiresAt: attempt.expiresAt.toISOString(),
  };
}

/**
 * POST /api/payment_gateway/split/pay (public; the link's token is the secret): opens the payment attempt of a
 * co-host's share, or returns the one already open (at most one open per share, beside the host's own and the
 * other shares': co-hosts may pay at the same moment). The amount is the stored share's.
 * @throws HttpError 404 unknown link; 409 the share is paid, cancelled, back with the host, or the order no
 *   longer takes payments; 502 GATEWAY_BUSY_MESSAGE when the gateway does not answer.
 */
export async function openShareAttempt(
  db: Db,
  deps: PaymentDeps,
  { token, locale = 'en' }: { token: string; locale?: Locale },
): Promise<PaymentAttemptAnswer> {
  const { now } = deps;
  const found = await shareOfToken(db, token);
  if (!found) throw notFound('This payment link is not valid.');
  const { attempt, order, share } = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, found.orderId))!;
    const [current] = await tx.select().from(paymentShares).where(eq(paymentShares.id, found.id)).limit(1);
    const [open] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.shareId, found.id), inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES])))
      .limit(1);
    // a payment already in flight at the gateway is never doubled by a second attempt
    if (open?.status === 'pending') return { attempt: open, order: locked, share: current! };
    const refusal = sharePayRefusal(current!, locked, now);
    if (refusal) throw new HttpError(409, refusal);
    if (open && open.expiresAt > now) return { attempt: open, order: locked, share: current! };
    if (open) await expireUntouchedAttempt(tx, open.id, now);
    const created = await insertAttempt(
      tx,
      deps,
      {
        orderId: locked.id,
        shareId: current!.id,
        kind: 'balance',
        amountPaise: toPaise(current!.amount),
        expiresAt: addMinutes(now, deps.holdMinutes),
      },
      now,
    );
    return { attempt: created, order: locked, share: current! };
  });
  if (attempt.providerOrderId) return shareAttemptAnswer(attempt, order, share);
  const stored = await openAtGateway(db, deps, attempt, order, {
    customer: { name: share.name, phone: share.phone },
    returnUrl: siteUrlIn(shareResultPath(attempt.id), locale),
  });
  return shareAttemptAnswer(stored, order, share);
}

/** Whether this check may ask the gateway about `attemptId` now (at most once within STATUS_GATEWAY_CACHE, across instances). */
async function claimShareCheck(db: Db, attemptId: string, now: Date): Promise<boolean> {
  const bucket = `payment-status:attempt:${attemptId}`;
  return db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    if ((await secondsUntilFree(tx, bucket, STATUS_GATEWAY_CACHE, now)) > 0) return false;
    await recordHit(tx, bucket, STATUS_GATEWAY_CACHE, now);
    return true;
  });
}

/**
 * POST /api/payment_gateway/split/status (public; the attempt id the gateway returned with is the secret, as for
 * the sandbox's page): verifies a checkout proof when there is one and asks the gateway, which alone decides
 * whether the share is paid; answers the share's public view.
 * @throws HttpError 404 not a share's attempt; 400 a proof that does not check out; 502 the gateway is busy.
 */
export async function checkSharePayment(
  db: Db,
  deps: PaymentDeps,
  { attemptId, proof }: { attemptId: string; proof?: Partial<CheckoutProof> },
): Promise<SharePublic> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
  if (!attempt?.shareId) throw notFound('Payment not found');
  if (proof?.providerOrderId || proof?.providerPaymentId || proof?.signature) {
    const gateway = deps.gateways.provider(attempt.provider as PaymentProviderName);
    const { providerOrderId, providerPaymentId, signature } = proof;
    if (
      !providerOrderId ||
      providerOrderId !== attempt.providerOrderId ||
      !providerPaymentId ||
      !signature ||
      !gateway.verifyCheckout({ providerOrderId, providerPaymentId, signature })
    ) {
      throw new HttpError(400, 'Payment could not be verified', {
        errors: [{ path: 'signature', message: 'Does not match this payment' }],
      });
    }
  }
  if (attempt.status !== 'paid' && attempt.providerOrderId && (await claimShareCheck(db, attempt.id, deps.now))) {
    await syncAttemptAnswering(db, deps, attempt);
  }
  const [share] = await db.select().from(paymentShares).where(eq(paymentShares.id, attempt.shareId)).limit(1);
  const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
  if (!share || !order) throw notFound('Payment not found');
  return toSharePublic(db, share, order, deps.now);
}
