import { OPS_STEP_REASON_MIN } from '../../lib/contracts/opsOrders';
import type { OrderStatusUpdate } from '../../lib/contracts/orders';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { canTransition, heldAmount, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { notFound, HttpError, ValidationError } from '../http/errors';
import { orderAuditSnapshot, recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit';
import { lockOrder } from '../payments';
import type { PaymentDeps } from '../payments';
import { assignProvider } from '../providers';
import { cancelOrder, changeOrderStatus, findOrderById, requireStatusChange, statusTimestamps } from '../orders';

/** The audit action of an order's status change by operations. */
export const STATUS_CHANGE_ACTION = 'order.status_change';

/** The 409 message when an order holding money would expire (both status routes say it). */
export const PAID_NEVER_EXPIRES = 'A paid order never expires: cancel it with its refund, or mark how it ended.';

export { requireStatusChange } from '../orders';

/** Statuses operations set on the provider's behalf: with an actor they need a reason (`note`), kept in the audit line. */
const ON_BEHALF: readonly OrderStatus[] = [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED];

/**
 * Operations move an order along the allowed transitions, and only when the clock allows (
 * In progress from 2 hours before the slot, Completed from its start).
 * Accepting is assigning (one path): it needs `providerId` and goes through `assignProvider` (the
 * provider's services, area and calendar are checked, `executor` is set from the provider, the customer and the
 * provider are told, the audit line is `order.provider_assign`); a status change never takes a free-typed executor.
 * In progress and Completed record `started_at` / `completed_at` as the partner app does (statusTimestamps).
 * A cancellation by operations is a provider-side one: everything paid is refunded through the gateway.
 * Expiring is only for an order holding no money, 12 hours past its start: a paid order never expires (409).
 * With `actor` (a console session or the API key), the change and its audit line (`order.status_change`)
 * commit in one transaction; In progress, Completed and Cancelled are then made on the provider's behalf and need a
 * reason in `note` (at least OPS_STEP_REASON_MIN characters; the body stays `{_id, status, note?, providerId?}`, the
 * spec shows no payload), recorded as `reason` in the audit line. Without `actor` (scripts, tests) an acceptance is
 * recorded as the system's.
 * @throws HttpError 404 unknown order; 409 impossible transition or too early, or (accepting) a busy provider;
 *   400 accepting without a provider, or with an unknown, inactive or unsuitable one (on `providerId`); 400 (on
 *   `note`) starting, completing or cancelling with an actor and no reason.
 */
export async function updateOrderStatusByOps(
  db: Db,
  deps: PaymentDeps,
  { input, actor }: { input: OrderStatusUpdate; actor?: AuditActor },
): Promise<Order> {
  const { now } = deps;
  const order = await findOrderById(db, input._id);
  if (!order) throw notFound('Order not found');
  const from = order.status;
  const to = input.status;
  if (to === ORDER_STATUS.EXPIRED && heldAmount(order) > 0) {
    throw new HttpError(409, PAID_NEVER_EXPIRES);
  }
  requireStatusChange(order, { from, to, allowed: canTransition(from, to, heldAmount(order)), now });
  const reason = input.note?.trim() ?? '';
  if (actor && ON_BEHALF.includes(to) && reason.length < OPS_STEP_REASON_MIN) {
    throw new ValidationError(
      [{ path: 'note', message: `Please give the reason (at least ${OPS_STEP_REASON_MIN} characters)` }],
      'Starting, completing or cancelling for the provider needs a reason in note',
    );
  }
  if (to === ORDER_STATUS.ACCEPTED) {
    if (!input.providerId) {
      throw new ValidationError(
        [{ path: 'providerId', message: 'Required when accepting' }],
        'Accepting an order needs the assigned provider',
      );
    }
    return (await assignProvider(db, { orderId: order.id, providerId: input.providerId, actor: actor ?? SYSTEM_ACTOR, now })).order;
  }
  if (to === ORDER_STATUS.CANCELLED) {
    const audit = actor ? { actor, action: STATUS_CHANGE_ACTION, details: { reason } } : undefined;
    return (await cancelOrder(db, deps, { orderId: order.id, cause: 'provider', note: input.note, audit })).order;
  }
  const updated = await db.transaction(async (tx) => {
    // a capture may land after the read above: decide "expire" on the locked row, which captures also lock
    const locked = await lockOrder(tx, order.id);
    if (to === ORDER_STATUS.EXPIRED && locked && heldAmount(locked) > 0) throw new HttpError(409, PAID_NEVER_EXPIRES);
    const changed = await changeOrderStatus(tx, {
      orderId: order.id,
      expectedStatus: from,
      status: to,
      note: input.note ?? statusLabel(to),
      now,
      changes: statusTimestamps(order, to, now),
    });
    if (changed && actor) {
      const change = { action: STATUS_CHANGE_ACTION, entityType: 'order', entityId: order.id };
      const after = { ...orderAuditSnapshot(changed), ...(reason ? { reason } : {}) };
      await recordAudit(tx, actor, { ...change, before: orderAuditSnapshot(order), after }, now);
    }
    return changed;
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return updated;
}
