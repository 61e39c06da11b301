/**
 * The sandbox gateway's hosted page: what it shows of an attempt and what its buttons do (the customer's receipt
 * page composes order facts: ../orders/receipts.ts).
 */
import { and, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { OPEN_ATTEMPT_STATUSES } from '../../lib/payments';
import { shareResultPath } from '../../lib/routes';
import { orders, paymentAttempts, type PaymentAttempt } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { GatewayError } from './provider';
import type { SandboxAction, SandboxProvider } from './sandbox';

/** The sandbox attempt behind the test page, or 404 (unknown, or not a sandbox attempt). */
async function sandboxAttempt(db: Db, attemptId: string) {
  const [row] = await db
    .select({ attempt: paymentAttempts, orderNumber: orders.orderNumber })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.provider, 'sandbox')))
    .limit(1);
  if (!row?.attempt.providerOrderId) throw notFound('No such test payment');
  return { ...row, providerOrderId: row.attempt.providerOrderId };
}

/** What the sandbox page answers for an attempt a newer one of the same order replaced. */
export const REPLACED_PAYMENT_MESSAGE = 'This payment was replaced by a newer one. Please pay from your order page.';

/**
 * Whether `attempt` was closed unpaid and a newer attempt of the same order and payer (the host, or the same co-host's
 * share) is open: only the latest may be paid (eight concurrent guest syncs open eight top-ups, each closing the one
 * before it under the order's lock). An attempt that simply ran out of time stays payable, as at a real gateway, and
 * its late capture is refunded.
 */
async function replacedAttempt(db: Db, attempt: PaymentAttempt): Promise<boolean> {
  if (attempt.status !== 'expired' && attempt.status !== 'failed') return false;
  const [newer] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, attempt.orderId),
        attempt.shareId === null ? isNull(paymentAttempts.shareId) : eq(paymentAttempts.shareId, attempt.shareId),
        ne(paymentAttempts.id, attempt.id),
        inArray(paymentAttempts.status, [...OPEN_ATTEMPT_STATUSES]),
        gte(paymentAttempts.createdAt, attempt.createdAt),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/** What the sandbox test page shows of an attempt (amount in paise). @throws HttpError 404. */
export async function sandboxAttemptView(db: Db, sandbox: SandboxProvider, attemptId: string) {
  const { attempt, orderNumber, providerOrderId } = await sandboxAttempt(db, attemptId);
  const ledger = await sandbox.find(providerOrderId);
  return {
    attemptId,
    orderNumber,
    amountPaise: attempt.amountPaise,
    status: (ledger?.status ?? 'created') as 'created' | 'pending' | 'captured' | 'failed',
  };
}

/**
 * The sandbox test page's choice for an attempt, and where the browser goes back to: the result page, with
 * a signed proof for a payment (as Razorpay Checkout returns), without one for a failure or a pending payment.
 * @throws HttpError 404 unknown attempt; 409 when the test payment is already paid or failed.
 */
export async function sandboxAct(
  db: Db,
  sandbox: SandboxProvider,
  attemptId: string,
  action: SandboxAction,
): Promise<{ returnUrl: string }> {
  const { attempt, providerOrderId } = await sandboxAttempt(db, attemptId);
  if (await replacedAttempt(db, attempt)) throw new HttpError(409, REPLACED_PAYMENT_MESSAGE);
  try {
    const { proof } = await sandbox.act(providerOrderId, action);
    // a co-host's share goes back to its own result page: the co-host has no login
    if (attempt.shareId) return { returnUrl: shareResultPath(attempt.id, proof ?? {}) };
    const query = new URLSearchParams({ order: attempt.orderId, ...(proof ?? {}) });
    return { returnUrl: `/pay/result?${query.toString()}` };
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(409, 'This test payment is already complete.');
    throw error;
  }
}
