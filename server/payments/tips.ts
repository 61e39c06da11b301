/**
 * Tips after the job: the customer of a completed order pays a tip (whole rupees, lib/tips bounds) online through the
 * same attempts and gateways as the balance. A tip never touches the order's money (total, amount paid, balance,
 * payment state) and gets no tax document: it is passed in full to the provider (lib/tips says why). Its capture is
 * verified like every payment (./captures.ts `recordCapture`); once applied, `earnings.tip_captured` credits the
 * provider's ledger. One paid tip per order: a second capture is refunded in full, as a duplicate.
 */
import { addMinutes } from 'date-fns';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentAttemptAnswer } from '../../lib/contracts/payments';
import { leftToPay, OPEN_ATTEMPT_STATUSES, toPaise } from '../../lib/payments';
import type { Locale } from '../../lib/i18n/locales';
import { tipAmountProblem } from '../../lib/tips';
import { paymentAttempts, type Order, type PaymentAttempt, type User } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { HttpError, ValidationError } from '../http/errors';
import { attemptAnswer, expireUntouchedAttempt, insertAttempt, openAtGateway } from './attempts';
import { lockOrder } from './ledger';
import type { PaymentDeps } from './registry';
import { orderForUser } from './repository';
import { ALREADY_TIPPED_MESSAGE, capturedTipOf, tipOrderProblem } from './tipRules';

/**
 * Opens the payment of a tip of `amount` whole rupees for one of the customer's orders (or returns the same open tip
 * attempt: a double click or the same `Idempotency-Key`), on the order's lock, then at the gateway.
 * @returns the checkout payload, the same shape as the balance's (kind `tip`, integer paise).
 * @throws HttpError 404 unknown or another customer's order; 400 an amount outside lib/tips bounds (on `amount`), an
 *   order not completed or without a provider; 409 already tipped, a balance still to pay, or another payment of the
 *   order being confirmed; 502 when the gateway does not answer.
 */
export async function openTipAttempt(
  db: Db,
  deps: PaymentDeps,
  {
    user,
    orderId,
    amount,
    idempotencyKey,
    locale = 'en',
  }: { user: User; orderId: string; amount: number; idempotencyKey?: string; locale?: Locale },
): Promise<PaymentAttemptAnswer> {
  const { now } = deps;
  await orderForUser(db, orderId, user.id);
  const problem = tipAmountProblem(amount);
  if (problem) throw new ValidationError([{ path: 'amount', message: problem }]);
  const { attempt, order } = await db.transaction(async (tx): Promise<{ attempt: PaymentAttempt; order: Order }> => {
    const locked = (await lockOrder(tx, orderId))!;
    const refusal = tipOrderProblem(locked);
    if (refusal) throw new HttpError(400, refusal);
    if (await capturedTipOf(tx, orderId)) throw new HttpError(409, ALREADY_TIPPED_MESSAGE);
    // the balance first: one payment at a time, and the provider's earning waits for it anyway
    if (leftToPay(locked).amount > 0) throw new HttpError(409, 'Please pay the balance of this order first.');
    const [open] = await tx
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
    const same = open && open.kind === 'tip' && open.amountPaise === toPaise(amount) && open.expiresAt > now;
    if (same) return { attempt: open, order: locked };
    // a payment already at the gateway is never doubled: the customer waits for its answer
    if (open?.status === 'pending')
      throw new HttpError(409, 'A payment of this order is being confirmed. Please try again in a few minutes.');
    if (open) await expireUntouchedAttempt(tx, open.id, now);
    const key = idempotencyKey
      ? await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.idempotencyKey, idempotencyKey)))
          .limit(1)
          .then((rows) => (rows.length > 0 ? undefined : idempotencyKey))
      : undefined;
    const created = await insertAttempt(
      tx,
      deps,
      { orderId, kind: 'tip', amountPaise: toPaise(amount), idempotencyKey: key, expiresAt: addMinutes(now, deps.holdMinutes) },
      now,
    );
    return { attempt: created, order: locked };
  });
  if (attempt.providerOrderId) return attemptAnswer(attempt, order, user);
  const stored = await openAtGateway(db, deps, attempt, order, {
    customer: { name: user.name ?? undefined, phone: user.phone },
    returnUrl: siteUrlIn(`/pay/result?order=${order.id}`, locale),
  });
  return attemptAnswer(stored, order, user);
}
