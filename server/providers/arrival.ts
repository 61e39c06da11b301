/**
 * "On my way" and "I've arrived" in the partner app, and the on-time promise's late credit (lib/punctuality):
 * an arrival more than LATE_CREDIT_AFTER_MINUTES after the slot's start refunds CREDIT_SHARE_PERCENT of the order's
 * total through the refund ledger, once per order (idempotency key `late-arrival:<order>`), in the transaction
 * that records the arrival; the customer hears of it through the refund notice when the gateway processes it.
 * Both actions are the provider's own accepted or started jobs only (another's is a 404), from
 * ARRIVAL_ACTIONS_FROM_MINUTES before the slot, and idempotent: the first time counts.
 */
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { effectiveStatus, heldAmount, orderStartsAt, statusLabel } from '../../lib/orders';
import { toPaise } from '../../lib/payments';
import { arrivalActionsFrom, coarseLocation, lateCredit, minutesLate } from '../../lib/punctuality';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { orderAuditSnapshot, recordAudit } from '../audit/audit';
import { createRefunds, processRefundsNow, updateLockedOrder, type PaymentDeps } from '../payments';
import { findProviderOrder } from './repository';

/** The audit actions of the two arrival steps. */
export const ARRIVAL_AUDIT_ACTIONS = { onTheWay: 'order.provider_on_the_way', arrived: 'order.provider_arrived' } as const;

/** The refund ledger's idempotency key of an order's late credit (one credit per order). */
export const lateCreditKey = (orderId: string) => `late-arrival:${orderId}`;

/** What the partner app's job view says of the arrival: the times (ISO or null) and which buttons show now. */
export interface ArrivalFields {
  onTheWayAt: string | null;
  arrivedAt: string | null;
  canSayOnTheWay: boolean;
  canSayArrived: boolean;
}

/** Whether the job is one the provider may say they are coming to or have arrived at (accepted by them, or started). */
function arrivalOpen(order: Order, now: Date): boolean {
  const status = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
  const live = (status === ORDER_STATUS.ACCEPTED && order.providerAcceptedAt !== null) || status === ORDER_STATUS.IN_PROGRESS;
  return live && now.getTime() >= arrivalActionsFrom(orderStartsAt(order)).getTime();
}

/** The arrival fields of a job at `now`. */
export function arrivalFields(order: Order, now: Date): ArrivalFields {
  const open = arrivalOpen(order, now);
  return {
    onTheWayAt: order.onTheWayAt?.toISOString() ?? null,
    arrivedAt: order.arrivedAt?.toISOString() ?? null,
    canSayOnTheWay: open && !order.onTheWayAt && !order.arrivedAt,
    canSayArrived: open && !order.arrivedAt,
  };
}

/** Checks the arrival steps are open on the job now. @throws HttpError 409 naming why not. */
function requireArrivalOpen(order: Order, now: Date): void {
  if (arrivalOpen(order, now)) return;
  const status = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
  if (status === ORDER_STATUS.ACCEPTED && !order.providerAcceptedAt) throw new HttpError(409, 'Please accept the job first.');
  if (status === ORDER_STATUS.ACCEPTED) throw new HttpError(409, 'This is possible from 2 hours before the slot.');
  throw new HttpError(409, `This job is ${statusLabel(status).toLowerCase()}.`);
}

/** What every arrival step takes. */
interface ArrivalAction {
  orderId: string;
  providerId: string;
  now: Date;
}

/**
 * "On my way": records `on_the_way_at` (the customer's order page shows "On the way"). Saying it again, or after
 * arriving, changes nothing.
 * @returns the order after the step.
 * @throws HttpError 404 not theirs; 409 not accepted by them, not live, or earlier than 2 hours before the slot.
 */
export async function markOnTheWay(db: Db, { orderId, providerId, now }: ArrivalAction): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findProviderOrder(tx, orderId, providerId, true);
    if (!order) throw notFound('Job not found');
    if (order.onTheWayAt || order.arrivedAt) return order;
    requireArrivalOpen(order, now);
    const updated = await updateLockedOrder(tx, order, { onTheWayAt: now }, now);
    const change = { action: ARRIVAL_AUDIT_ACTIONS.onTheWay, entityType: 'order', entityId: orderId };
    await recordAudit(
      tx,
      { kind: 'provider', providerId },
      { ...change, before: orderAuditSnapshot(order), after: { ...orderAuditSnapshot(updated), onTheWayAt: now.toISOString() } },
      now,
    );
    return updated;
  });
}

/** The outcome of "I've arrived": the order after it and the late credit it made (whole rupees, 0 for none). */
export interface Arrival {
  order: Order;
  credit: number;
}

/**
 * "I've arrived": records `arrived_at` and, when given, the phone's location rounded to 2 decimals (only for this
 * job); an arrival more than LATE_CREDIT_AFTER_MINUTES after the slot's start credits the customer (lib/punctuality
 * lateCredit) through the refund ledger in the same transaction, with a line in the order's history; the refund is
 * then requested from the gateway at once when `deps` is given (else its durable job does it). Saying it again
 * changes nothing: the first arrival counts, and the credit is made once.
 * @throws HttpError 404 not theirs; 409 not accepted by them, not live, or earlier than 2 hours before the slot.
 */
export async function markArrived(
  db: Db,
  deps: Pick<PaymentDeps, 'now'> & Partial<PaymentDeps>,
  { orderId, providerId, location }: Omit<ArrivalAction, 'now'> & { location?: { lat: number; lng: number } | null },
): Promise<Arrival> {
  const { now } = deps;
  const outcome = await db.transaction(async (tx) => {
    const order = await findProviderOrder(tx, orderId, providerId, true);
    if (!order) throw notFound('Job not found');
    if (order.arrivedAt) return { order, credit: 0, created: [] };
    requireArrivalOpen(order, now);
    const startsAt = orderStartsAt(order);
    const credit = lateCredit({ startsAt, arrivedAt: now, total: order.total, paid: order.amountPaid, refunded: order.amountRefunded });
    const late = minutesLate(startsAt, now);
    const note =
      credit > 0 ? `Arrived ${late} minutes late: ${formatRupees(credit)} credited back to you (our on-time promise)` : undefined;
    const arrived = await updateLockedOrder(
      tx,
      order,
      { arrivedAt: now, arrivalLocation: location ? coarseLocation(location) : null, onTheWayAt: order.onTheWayAt ?? now },
      now,
      note,
    );
    const { order: after, created } =
      credit > 0
        ? await createRefunds(tx, arrived, { amountPaise: toPaise(credit), reason: 'late_arrival', key: lateCreditKey(orderId), note, now })
        : { order: arrived, created: [] };
    const change = { action: ARRIVAL_AUDIT_ACTIONS.arrived, entityType: 'order', entityId: orderId };
    await recordAudit(
      tx,
      { kind: 'provider', providerId },
      {
        ...change,
        before: orderAuditSnapshot(order),
        // the location stays on the order only: an audit line outlives the job
        after: { ...orderAuditSnapshot(after), arrivedAt: now.toISOString(), minutesLate: late, lateCredit: credit },
      },
      now,
    );
    return { order: after, credit, created };
  });
  if (deps.gateways && outcome.created.length > 0) await processRefundsNow(db, deps as PaymentDeps, outcome.created);
  return { order: outcome.order, credit: outcome.credit };
}
