/**
 * The console's status steps: what operations may do with an order now, each with its money consequence computed
 * here (never in the browser), and taking one of them with a reason, audited in the same transaction.
 * The money rules are lib/orders' (`cancellationRefund`, the refund table and its policy: "The provider
 * cancels or does not arrive → 100% of everything paid"); the clock rules are `earliestStatusAt`'s.
 */
import type { OpsOrderStep, OpsOrderStepInput, OpsOrderStepKind } from '../../lib/contracts/opsOrders';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import {
  cancellationRefund,
  canCustomerCancel,
  canTransition,
  earliestStatusAt,
  heldAmount,
  orderStartsAt,
  statusLabel,
  type CancellationCause,
} from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { lockOrder } from '../payments';
import type { PaymentDeps } from '../payments';
import { cancelOrder, changeOrderStatus, findOrderById, requireStatusChange, statusTimestamps, currentStatus } from '../orders';
import { PAID_NEVER_EXPIRES } from './orderStatus';

/** The audit action of every console step (the step and its reason are in the line's `after`). */
export const STEP_AUDIT_ACTION = 'order.status_change';

/** How a step moves the order: a plain status change, or a cancellation with its cause. */
interface StepRule {
  label: string;
  to: OrderStatus;
  /** The statuses it is taken from. */
  from: readonly OrderStatus[];
  cause?: CancellationCause;
  /** The earliest instant it may be taken, from the slot start (null: any time). */
  earliest?: (startsAt: Date) => Date | null;
}

const STEP_RULES: Readonly<Record<OpsOrderStepKind, StepRule>> = {
  start: {
    label: 'Start the job for the provider',
    to: ORDER_STATUS.IN_PROGRESS,
    from: [ORDER_STATUS.ACCEPTED],
    earliest: (startsAt) => earliestStatusAt(ORDER_STATUS.IN_PROGRESS, startsAt),
  },
  complete: {
    label: 'Complete the job for the provider',
    to: ORDER_STATUS.COMPLETED,
    from: [ORDER_STATUS.IN_PROGRESS],
    earliest: (startsAt) => earliestStatusAt(ORDER_STATUS.COMPLETED, startsAt),
  },
  // a provider can only fail to come, and a customer only be missing, once the slot has started
  provider_no_show: {
    label: 'Provider did not come',
    to: ORDER_STATUS.CANCELLED,
    from: [ORDER_STATUS.ACCEPTED],
    cause: 'provider',
    earliest: (startsAt) => startsAt,
  },
  customer_no_show: {
    label: 'Customer was not there',
    to: ORDER_STATUS.CANCELLED,
    from: [ORDER_STATUS.ACCEPTED],
    cause: 'customer_no_show',
    earliest: (startsAt) => startsAt,
  },
  cancel_ours: {
    label: 'Cancel on our side (provider cancelled, or we cannot serve)',
    to: ORDER_STATUS.CANCELLED,
    from: [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED],
    cause: 'provider',
  },
  cancel_customer: {
    label: 'Cancel at the customer’s request',
    to: ORDER_STATUS.CANCELLED,
    from: [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED],
    cause: 'customer',
  },
  expire: {
    label: 'Expire (nothing was paid)',
    to: ORDER_STATUS.EXPIRED,
    from: [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED],
    earliest: (startsAt) => earliestStatusAt(ORDER_STATUS.EXPIRED, startsAt),
  },
};

/** Whether the machine (and, for the customer's cancellation, the customer's own rule) allows `step` from the order's status. */
function machineAllows(order: Order, step: OpsOrderStepKind, now: Date): boolean {
  const rule = STEP_RULES[step];
  const status = order.status;
  if (!rule.from.includes(status)) return false;
  if (rule.cause === 'customer') return canCustomerCancel(currentStatus(order, now));
  return canTransition(status, rule.to, heldAmount(order));
}

/** What taking `step` now refunds (whole rupees, capped at what the order still holds); 0 for a plain status change. */
export function stepRefund(order: Order, step: OpsOrderStepKind, now: Date): { refund: number; advancePercent: number } {
  const { cause } = STEP_RULES[step];
  if (!cause) return { refund: 0, advancePercent: 0 };
  const { amount, advancePercent } = cancellationRefund({
    status: order.status,
    startsAt: orderStartsAt(order),
    now,
    advance: order.advance,
    paid: order.amountPaid,
    cause,
  });
  return { refund: Math.min(amount, heldAmount(order)), advancePercent };
}

/**
 * The sentence the confirmation states before a step (and the answer repeats after it):
 * "Refund ₹1,263 of ₹1,263 paid to the customer: the provider did not come, so everything paid comes back."
 */
export function stepConsequence(order: Order, step: OpsOrderStepKind, now: Date): string {
  const { refund, advancePercent } = stepRefund(order, step, now);
  const held = heldAmount(order);
  const before = order.amountRefunded > 0 ? ` (${formatRupees(order.amountRefunded)} was refunded before)` : '';
  const refundText = `Refund ${formatRupees(refund)} of ${formatRupees(order.amountPaid)} paid to the customer${before}`;
  switch (step) {
    case 'start':
      return 'No money moves: the job is marked In progress for the provider.';
    case 'complete':
      return 'No money moves: the job is marked Completed for the provider.';
    case 'expire':
      return 'Nothing is held for this order, so nothing is refunded: it ends as Expired.';
    default:
      break;
  }
  if (held === 0) return 'Nothing is held for this order, so nothing is refunded: it ends as Cancelled.';
  if (step === 'provider_no_show') return `${refundText}: the provider did not come, so everything paid comes back.`;
  if (step === 'cancel_ours') return `${refundText}: a cancellation on our side refunds everything paid.`;
  if (step === 'cancel_customer')
    return `${refundText} under the cancellation policy (${advancePercent}% of the advance now; a balance paid online comes back before the start).`;
  // the customer was not there: the advance is kept, a balance paid online comes back
  const kept = held - refund;
  if (refund === 0)
    return `Keep the ${formatRupees(kept)} paid (the advance), refund nothing: the customer was not there when the provider came.`;
  return `Keep ${formatRupees(kept)} (the advance) and refund ${formatRupees(refund)} of ${formatRupees(order.amountPaid)} paid to the customer (the balance paid online): the customer was not there, so the service was not delivered.`;
}

/** The status timeline's line of a step (the customer reads it; the staff's reason stays in the audit line). */
function timelineNote(order: Order, step: OpsOrderStepKind, refund: number): string {
  const of = `${formatRupees(refund)} of ${formatRupees(order.amountPaid)} paid`;
  switch (step) {
    case 'start':
      return 'In progress (marked by our team for the provider)';
    case 'complete':
      return 'Completed (marked by our team for the provider)';
    case 'expire':
      return 'Expired: nothing was paid';
    case 'provider_no_show':
      return `The provider did not come: ${of} to be refunded`;
    case 'customer_no_show': {
      const kept = heldAmount(order) - refund;
      const back = refund > 0 ? `; ${formatRupees(refund)} of the balance paid online to be refunded` : '';
      return `You were not there when the provider came: the advance of ${formatRupees(kept)} is kept${back}`;
    }
    case 'cancel_ours':
      return `Cancelled by our team: ${of} to be refunded`;
    case 'cancel_customer':
      return `Cancelled at your request: ${of} to be refunded`;
  }
}

/**
 * The steps operations may take on `order` at `now`, each with its consequence (lib/contracts/opsOrders
 * schemaOpsOrderStep): every step whose edge the machine allows from the order's status (a paid order never
 * expires), with `availableAt` set while the clock does not allow it yet.
 */
export function opsOrderSteps(order: Order, now: Date): OpsOrderStep[] {
  const startsAt = orderStartsAt(order);
  return (Object.keys(STEP_RULES) as OpsOrderStepKind[])
    .filter((step) => machineAllows(order, step, now))
    .map((step) => {
      const rule = STEP_RULES[step];
      const earliest = rule.earliest?.(startsAt) ?? null;
      return {
        step,
        label: rule.label,
        status: rule.to,
        statusLabel: statusLabel(rule.to),
        refund: stepRefund(order, step, now).refund,
        paid: order.amountPaid,
        consequence: stepConsequence(order, step, now),
        availableAt: earliest && earliest.getTime() > now.getTime() ? earliest.toISOString() : null,
      };
    });
}

/**
 * Takes one console step with its reason (lib/contracts/opsOrders schemaOpsOrderStepInput), audited as
 * `order.status_change` with the step and the reason in the same transaction as the change. Cancellations go
 * through `cancelOrder` (refund rows and gateway requests, the order's lock); plain changes record `started_at` /
 * `completed_at` as the partner app does.
 * @returns the order after the step and the consequence sentence (what was done).
 * @throws HttpError 404 unknown order; 409 when the machine or the clock does not allow the step now, when the
 *   refund differs from `input.refund` (what the confirmation showed), or the order changed meanwhile.
 */
export async function takeOpsStep(
  db: Db,
  deps: PaymentDeps,
  { orderId, input, actor }: { orderId: string; input: OpsOrderStepInput; actor: AuditActor },
): Promise<{ order: Order; consequence: string }> {
  const { now } = deps;
  const order = await findOrderById(db, orderId);
  if (!order) throw notFound('Order not found');
  const rule = STEP_RULES[input.step];
  const from = order.status;
  if (!machineAllows(order, input.step, now)) {
    if (input.step === 'expire' && heldAmount(order) > 0) {
      throw new HttpError(409, PAID_NEVER_EXPIRES);
    }
    throw new HttpError(409, `${rule.label} is not possible for an order that is ${statusLabel(currentStatus(order, now)).toLowerCase()}.`);
  }
  const earliest = rule.earliest?.(orderStartsAt(order)) ?? null;
  if (earliest && now.getTime() < earliest.getTime()) {
    requireStatusChange(order, { from, to: rule.to, allowed: true, now });
    throw new HttpError(409, `${rule.label} is possible from the start of the slot.`);
  }
  const consequence = stepConsequence(order, input.step, now);
  const details = { step: input.step, reason: input.reason };
  if (rule.cause) {
    const { refund } = stepRefund(order, input.step, now);
    const cancelled = await cancelOrder(db, deps, {
      orderId,
      cause: rule.cause,
      note: timelineNote(order, input.step, refund),
      audit: { actor, action: STEP_AUDIT_ACTION, details },
      expected: { statuses: rule.from, refund: input.refund },
      providerNoShow: input.step === 'provider_no_show',
    });
    return { order: cancelled.order, consequence };
  }
  if (input.refund !== 0) throw new HttpError(409, 'This step refunds nothing. Please review it and confirm again.');
  const updated = await db.transaction(async (tx) => {
    // a capture may land after the read above: decide "expire" on the locked row, which captures also lock
    const locked = await lockOrder(tx, orderId);
    if (input.step === 'expire' && locked && heldAmount(locked) > 0) throw new HttpError(409, PAID_NEVER_EXPIRES);
    const changed = await changeOrderStatus(tx, {
      orderId,
      expectedStatus: from,
      status: rule.to,
      note: timelineNote(order, input.step, 0),
      now,
      changes: statusTimestamps(order, rule.to, now),
    });
    if (changed) {
      const change = { action: STEP_AUDIT_ACTION, entityType: 'order', entityId: orderId, before: orderAuditSnapshot(order) };
      await recordAudit(tx, actor, { ...change, after: { ...orderAuditSnapshot(changed), ...details, refundAmount: 0 } }, now);
    }
    return changed;
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return { order: updated, consequence };
}
