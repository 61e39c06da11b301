import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { toPaise, type RefundStatus } from '../../lib/payments';
import { firstName } from '../../lib/split';
import {
  cancellationRefund,
  canCustomerCancel,
  canTransition,
  heldAmount,
  orderStartsAt,
  statusLabel,
  type CancellationCause,
} from '../../lib/orders';
import type { Order, Refund } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import {
  closeUntouchedAttempts,
  createRefunds,
  lockOrder,
  updateLockedOrder,
  cancelUnpaidShares,
  refundsByPayer,
  processRefundsNow,
  refundsState,
} from '../payments';
import type { PaymentDeps } from '../payments';
import { queueCancellationNotices } from './noticeQueue';
import { currentStatus } from './views';

/** A cancelled order, what it refunds (whole rupees) and where that refund stands. */
export interface Cancellation {
  order: Order;
  refundAmount: number;
  refundStatus: 'none' | RefundStatus;
  refunds: Refund[];
}

/**
 * Cancels an order under the cancellation refund table (lib/orders `cancellationRefund`), in one transaction
 * under the order's lock: the status, the refund rows (idempotent per order and reason) with their durable
 * request jobs, and untouched payment attempts closed. The refunds are then requested from the gateway
 * at once; what the gateway does not settle now the refund job retries.
 * - `cause: 'customer'`: only an order awaiting payment, booked or accepted (409 otherwise);
 * - `cause: 'provider'` (operations: the provider cancelled or did not come): everything paid comes back.
 * - `cause: 'customer_no_show'` (operations: the customer was not there): the advance is kept, a balance paid
 *   online comes back.
 * - `audit` (operations): the audit line of the cancellation, written in the same transaction; its
 *   `details` (the console step and its reason) join the line's `after`.
 * - `expected` (the console): the statuses the step is taken from and the refund the confirmation showed, checked
 *   under the lock.
 * - `guard`: a further check of the locked order (throws to refuse), e.g. that nobody arrived for a no-show cancel.
 * - `providerNoShow`: the provider did not come (`provider_no_show_at` is set, what punctuality counts).
 * @throws HttpError 404 unknown order (or another customer's, when `userId` is given); 409 when it can no
 *   longer be cancelled or changed meanwhile, or when the refund is no longer `expected.refund`.
 */
export async function cancelOrder(
  db: Db,
  deps: PaymentDeps,
  {
    orderId,
    userId,
    cause,
    note,
    audit,
    expected,
    guard,
    providerNoShow = false,
  }: {
    orderId: string;
    userId?: string;
    cause: CancellationCause;
    note?: string;
    audit?: { actor: AuditActor; action: string; details?: Record<string, unknown> };
    expected?: { statuses: readonly OrderStatus[]; refund: number };
    guard?: (locked: Order) => void;
    providerNoShow?: boolean;
  },
): Promise<Cancellation> {
  const { now } = deps;
  const { order, created, refundAmount } = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || (userId && locked.userId !== userId)) throw notFound('Order not found');
    guard?.(locked);
    const status = currentStatus(locked, now);
    // checked under the lock: an order that moved on meanwhile (started, completed) is not cancelled after all
    const allowed =
      cause === 'customer' ? canCustomerCancel(status) : canTransition(locked.status, ORDER_STATUS.CANCELLED, heldAmount(locked));
    if (!allowed || (expected && !expected.statuses.includes(locked.status))) {
      throw new HttpError(409, `This order is ${statusLabel(status).toLowerCase()} and can no longer be cancelled.`);
    }
    const { amount } = cancellationRefund({
      status: locked.status,
      startsAt: orderStartsAt(locked),
      now,
      advance: locked.advance,
      paid: locked.amountPaid,
      cause,
    });
    const refund = Math.min(amount, locked.amountPaid - locked.amountRefunded);
    if (expected && expected.refund !== refund) {
      throw new HttpError(
        409,
        `The refund is now ${formatRupees(refund)}, not ${formatRupees(expected.refund)}. Please review it and confirm again.`,
      );
    }
    const who = {
      customer: 'Cancelled by the customer',
      provider: 'Cancelled on the provider side',
      customer_no_show: 'The customer was not there',
    }[cause];
    const cancelled = await updateLockedOrder(
      tx,
      locked,
      {
        status: ORDER_STATUS.CANCELLED,
        cancelledAt: now,
        cancellationRefund: refund,
        holdExpiresAt: null,
        ...(providerNoShow ? { providerNoShowAt: now } : {}),
      },
      now,
      note ?? `${who}; ${formatRupees(refund)} of ${formatRupees(locked.amountPaid)} paid to be refunded`,
    );
    await closeUntouchedAttempts(tx, orderId, now);
    // a cancelled order's shares are no longer owed
    await cancelUnpaidShares(tx, orderId, now);
    const { order: after, created: made } =
      refund > 0
        ? await createRefunds(tx, cancelled, { amountPaise: toPaise(refund), reason: 'cancellation', key: `cancellation:${orderId}`, now })
        : { order: cancelled, created: [] };
    if (audit) {
      const change = { action: audit.action, entityType: 'order', entityId: orderId, before: orderAuditSnapshot(locked) };
      await recordAudit(
        tx,
        audit.actor,
        { ...change, after: { ...orderAuditSnapshot(after), ...audit.details, refundAmount: refund } },
        now,
      );
    }
    await queueCancellationNotices(tx, { order: after, cause, providerId: locked.providerId, now });
    return { order: after, created: made, refundAmount: refund };
  });
  const refunds = await processRefundsNow(db, deps, created);
  return { order, refundAmount, refundStatus: refundsState(refunds), refunds };
}

/** What of a cancellation's refund goes back to one co-host (their first name only), whole rupees. */
export interface CoHostRefund {
  name: string;
  amount: number;
}

/**
 * The part of `refunds` that goes back to co-hosts, per co-host who paid a share (first name only, in the
 * order the refunds name them), whole rupees: the split the cancellation messages use too
 * (server/payments/refundPayers.ts), so the host's screen and each payer's message never differ.
 */
export async function coHostRefunds(db: Db, refunds: readonly Pick<Refund, 'paymentId' | 'amountPaise'>[]): Promise<CoHostRefund[]> {
  const { coHosts } = await refundsByPayer(db, refunds);
  return coHosts.map((coHost) => ({ name: firstName(coHost.name) || 'Your co-host', amount: coHost.rupees }));
}

/** "A", "A and B", "A, B and C". */
function listOf(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What the host reads once an order is cancelled: what is refunded to them and what goes back to each
 * co-host who paid a share (`coHosts`, coHostRefunds: first names only), never the co-hosts' money counted as theirs.
 */
export function cancellationMessage({ order, refundAmount, refundStatus }: Cancellation, coHosts: readonly CoHostRefund[] = []): string {
  if (refundAmount === 0) return `Your order ${order.orderNumber} is cancelled. Nothing is refunded under the cancellation policy.`;
  const when = refundStatus === 'processed' ? 'has been refunded' : 'will be refunded';
  const banks = 'banks take up to 5-7 working days to show it.';
  const shared = coHosts.filter((coHost) => coHost.amount > 0);
  if (shared.length === 0) {
    return `Your order ${order.orderNumber} is cancelled. ${formatRupees(refundAmount)} ${when} to your original payment method; ${banks}`;
  }
  const theirs = `for ${shared.length === 1 ? 'the share they' : 'the shares they'} paid`;
  const host = refundAmount - shared.reduce((sum, coHost) => sum + coHost.amount, 0);
  if (host <= 0) {
    // "₹500 has been refunded to Priya and ₹527 to Amit": the verb once, on the first
    const [first, ...others] = shared.map((coHost, i) => `${formatRupees(coHost.amount)}${i === 0 ? ` ${when}` : ''} to ${coHost.name}`);
    return `Your order ${order.orderNumber} is cancelled. Nothing is refunded to you; ${listOf([first!, ...others])} ${theirs}; ${banks}`;
  }
  const toCoHosts = listOf(shared.map((coHost) => `${formatRupees(coHost.amount)} to ${coHost.name}`));
  return `Your order ${order.orderNumber} is cancelled. ${formatRupees(host)} ${when} to your original payment method, and ${toCoHosts} ${theirs}; ${banks}`;
}
