import type { OrderStatusUpdate } from '../../lib/contracts/orders';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { canTransition, earliestStatusAt, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../ops/audit';
import type { PaymentDeps } from '../payments/registry';
import { cancelOrder } from './cancellation';
import { changeOrderStatus, findOrderById } from './repository';
import { orderStartsAt } from './views';

/** The audit action of an order's status change by operations (issue 22). */
export const STATUS_CHANGE_ACTION = 'order.status_change';

/**
 * Refuses a status change that the machine (`allowed`, read from lib/orders.ts by the caller) or the clock
 * does not allow: the one wording of both refusals for every caller (operations, provider assignment).
 * @throws HttpError 409 "An order cannot go from Booked to Completed." (both states named), or 409 "This order
 *   can be marked In progress from 23 Nov 2026, 5:00 PM." (issue 20 section 5: statuses follow the clock).
 */
export function requireStatusChange(
  order: Pick<Order, 'eventDate' | 'slot' | 'orderType'>,
  { from, to, allowed, now }: { from: OrderStatus; to: OrderStatus; allowed: boolean; now: Date },
): void {
  if (!allowed) throw new HttpError(409, `An order cannot go from ${statusLabel(from)} to ${statusLabel(to)}.`);
  // issue 20 section 5: statuses follow the clock (the slot start in IST)
  const earliest = earliestStatusAt(to, orderStartsAt(order));
  if (earliest && now.getTime() < earliest.getTime()) {
    throw new HttpError(409, `This order can be marked ${statusLabel(to)} from ${formatDateTime(earliest)}.`);
  }
}

/**
 * Operations move an order along the allowed transitions (accepting assigns the provider), and only when
 * the clock allows (issue 20 section 5: In progress from 2 hours before the slot, Completed from its start).
 * A cancellation by operations is a provider-side one (issue 12): everything paid is refunded through the gateway.
 * With `actor` (issue 22), the change and its audit line (`order.status_change`) commit in one transaction.
 * @throws HttpError 404 unknown order; 409 impossible transition or too early; 400 accepting without a provider.
 */
export async function updateOrderStatusByOps(
  db: Db,
  deps: PaymentDeps,
  { input, actor }: { input: OrderStatusUpdate; actor?: AuditActor },
): Promise<Order> {
  const { now } = deps;
  const order = await findOrderById(db, input._id);
  if (!order) throw notFound('Order not found');
  const from = order.status as OrderStatus;
  const to = input.status as OrderStatus;
  requireStatusChange(order, { from, to, allowed: canTransition(from, to), now });
  if (to === ORDER_STATUS.ACCEPTED && !input.executor) {
    throw new HttpError(400, 'Accepting an order needs the assigned provider', {
      errors: [{ path: 'executor', message: 'Required when accepting' }],
    });
  }
  if (to === ORDER_STATUS.CANCELLED) {
    const audit = actor ? { actor, action: STATUS_CHANGE_ACTION } : undefined;
    return (await cancelOrder(db, deps, { orderId: order.id, cause: 'provider', note: input.note, audit })).order;
  }
  const changes: Partial<Order> = {};
  if (input.executor) changes.executor = input.executor;
  const updated = await db.transaction(async (tx) => {
    const changed = await changeOrderStatus(tx, {
      orderId: order.id,
      expectedStatus: from,
      status: to,
      note: input.note ?? statusLabel(to),
      now,
      changes,
    });
    if (changed && actor) {
      const change = { action: STATUS_CHANGE_ACTION, entityType: 'order', entityId: order.id };
      await recordAudit(tx, actor, { ...change, before: orderAuditSnapshot(order), after: orderAuditSnapshot(changed) }, now);
    }
    return changed;
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return updated;
}
