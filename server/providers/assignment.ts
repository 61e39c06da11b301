/**
 * Assigning providers to orders by hand (operations assign or reassign) and a provider's decline, through the
 * capacity rules (server/capacity): the provider must be free for the job (working hours, time off, served
 * pincode, jobs a day, no overlapping booking: the database's exclusion constraint decides a race), and the
 * order's booking follows its provider. Every assignment is an offer the provider accepts within
 * PROVIDER_ACCEPT_MINUTES (server/providers/offers.ts). Which statuses allow it is the machine's (lib/orders.ts
 * PROVIDER_ASSIGNMENT, PROVIDER_DECLINE); the 409 wording and the clock rules are the operations' ones
 * (server/orders/statusChange.ts requireStatusChange).
 */
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { assignmentStatus, declineStatus, effectiveStatus, EXPIRE_AFTER_HOURS, heldAmount, orderStartsAt } from '../../lib/orders';
import { servesArea } from '../../lib/providers';
import { serviceOfOrderType } from '../../lib/services';
import { confirmBooking, moveBooking, providerFit, unfitLabel, type UnfitReason } from '../capacity';
import type { Order, Provider } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound, ValidationError, type FieldError } from '../http/errors';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { requireStatusChange } from '../orders';
import { lockOrder } from './autoAssign';
import { moveToNextProvider, offerOrder } from './offers';
import { closeOffer } from './offersRepository';
import { findProvider } from './repository';

export { ASSIGNMENT_AUDIT_ACTIONS, PROVIDER_DECLINE_NOTE } from './offers';

/**
 * Who changes an assignment: a staff member (their id), the operations API key ("recorded as API
 * key"), the system, or, declining, the provider. Never written to the customer's history.
 */
export type AssignmentActor = AuditActor;

/** The audit action of a provider declining their assignment. */
export const DECLINE_AUDIT_ACTION = 'order.provider_decline';

/** An order's provider side before or after an assignment (for the audit log's before and after). */
export interface AssignmentState {
  status: OrderStatus;
  providerId: string | null;
}

/** What an assignment did: the order as it is now, its state before and after, by whom, and whether anything changed. */
export interface AssignmentResult {
  order: Order;
  before: AssignmentState;
  after: AssignmentState;
  actor: AssignmentActor;
  /** False when the provider was already the order's (nothing written, nobody told). */
  changed: boolean;
}

/** The problems that keep `provider` from `order`: inactive, not offering its service, not serving its area (400 field errors). */
function assignmentProblems(order: Order, provider: Provider): FieldError[] {
  const problems: FieldError[] = [];
  if (!provider.active) problems.push({ path: 'providerId', message: 'This provider is inactive' });
  const service = serviceOfOrderType(order.orderType);
  if (!service || !provider.services.includes(service.key)) {
    problems.push({ path: 'providerId', message: `This provider does not offer ${service?.name ?? 'this service'}` });
  }
  const address = order.address as { citySlug?: string; pincode?: string; city?: string };
  if (!servesArea(provider, address)) {
    problems.push({ path: 'providerId', message: `This provider does not work in ${address.city ?? address.pincode ?? 'this area'}` });
  }
  return problems;
}

/**
 * The 409 of a provider who cannot take the job (server/capacity providerFit): a busy provider names the order
 * keeping them and its time (travel included), the others say which rule refuses them.
 */
function unfitError(reason: UnfitReason): HttpError {
  if (reason.kind === 'busy') {
    return new HttpError(
      409,
      `This provider already has order ${reason.orderNumber} from ${formatDateTime(reason.span.start)} to ${formatDateTime(reason.span.end)}, which overlaps this one.`,
      { errors: [{ path: 'providerId', message: unfitLabel(reason) }] },
    );
  }
  const messages: Record<Exclude<UnfitReason['kind'], 'busy'>, string> = {
    not_serving: 'This provider cannot take this order.',
    no_hours: 'This provider has not set working hours yet.',
    outside_hours: "This provider's working hours do not cover this job.",
    time_off: 'This provider is on time off then.',
    day_full: 'This provider already has as many jobs that day as they take.',
  };
  return new HttpError(409, messages[reason.kind], { errors: [{ path: 'providerId', message: unfitLabel(reason) }] });
}

/**
 * Assigns a provider to an order, or reassigns it, in one transaction: a booked order becomes accepted, an accepted
 * one stays accepted (lib/orders.ts assignmentStatus), as an offer the provider accepts within
 * PROVIDER_ACCEPT_MINUTES (server/providers/offers.ts offerOrder: `executor`, history line, messages, audit line
 * naming `actor`, the offer's deadline). The provider must be free for the job by the capacity rules (hours, time
 * off, jobs a day, no overlapping booking); the order's booking moves to them (or is made, for an order booked
 * before bookings existed) and is their job. On a reassignment the previous provider's offer is withdrawn and they
 * are told (`notify.provider_unassigned`). Assigning the provider the order already has writes nothing.
 * Race-safe: the order row is locked first; of concurrent assignments of one provider to overlapping orders the
 * database's exclusion constraint lets exactly one through.
 * @throws HttpError 404 unknown order; 409 a status that allows no assignment, naming both states (an order
 *   holding no money past its time reads as expired), or a slot that started more than 12 hours ago; 400 with
 *   field errors on `providerId`: unknown, inactive, not offering the order's service or not working in its city
 *   or pincode; 409 the provider cannot take the job: busy (naming the clashing order and its time), no working
 *   hours set, hours not covering it, time off, their jobs a day full, or booked meanwhile.
 */
export async function assignProvider(
  db: Db,
  { orderId, providerId, actor, now }: { orderId: string; providerId: string; actor: AuditActor; now: Date },
): Promise<AssignmentResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const from = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
    const to = assignmentStatus(from);
    requireStatusChange(order, { from, to: to ?? ORDER_STATUS.ACCEPTED, allowed: to !== null, now });
    // a paid order never expires, but a slot long gone takes no provider: it is cancelled with its refund instead
    if (now.getTime() > orderStartsAt(order).getTime() + EXPIRE_AFTER_HOURS * 3_600_000) {
      throw new HttpError(409, `This order's slot started more than ${EXPIRE_AFTER_HOURS} hours ago: it can no longer take a provider.`);
    }
    const provider = await findProvider(tx, providerId);
    if (!provider) throw new ValidationError([{ path: 'providerId', message: 'Unknown provider' }], 'This provider does not exist.');
    const problems = assignmentProblems(order, provider);
    if (problems.length > 0) throw new ValidationError(problems, problems[0]!.message);

    const before: AssignmentState = { status: order.status, providerId: order.providerId };
    if (order.providerId === provider.id) return { order, before, after: before, actor, changed: false };

    const [fit] = await providerFit(tx, { orderId: order.id, providerIds: [provider.id], now });
    if (fit?.reason) throw unfitError(fit.reason);
    // the exclusion constraint decides a race lost since the check above: nothing changed, the order keeps its booking
    if (!(await moveBooking(tx, order.id, provider.id, now))) {
      // the booking that won is committed by now: name it when it is the reason
      const [after] = await providerFit(tx, { orderId: order.id, providerIds: [provider.id], now });
      if (after?.reason) throw unfitError(after.reason);
      throw new HttpError(409, 'This provider was just booked for an overlapping time. Please pick another.', {
        errors: [{ path: 'providerId', message: 'Just booked' }],
      });
    }
    await confirmBooking(tx, order.id, now);
    if (order.providerId) await closeOffer(tx, { orderId: order.id, providerId: order.providerId, outcome: 'withdrawn', now });
    const updated = await offerOrder(tx, order, provider, { actor, now, previous: 'unassigned' });
    return { order: updated, before, after: { status: updated.status, providerId: provider.id }, actor, changed: true };
  });
}

/**
 * The assigned provider declines the order with a reason (before or after accepting it): the audit line
 * (`order.provider_decline`, actor the provider) keeps the reason, which the console's order page shows among the
 * notes; the order moves at once to the next free provider who has not had it (an offer by the system), or with
 * nobody left goes back to Booked without a provider, its booking released, a neutral line in its status history
 * (PROVIDER_DECLINE_NOTE) and onto operations' "Needs a provider" list with the reason. The start code and the
 * acceptance go with the provider.
 * @throws HttpError 404 unknown order or another provider's job; 409 a status that cannot be declined
 *   (in progress, completed, past its time ...), naming both states.
 */
export async function declineAssignment(
  db: Db,
  { orderId, providerId, reason, now }: { orderId: string; providerId: string; reason: string; now: Date },
): Promise<AssignmentResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Another provider's job is a 404, as if it did not exist
    if (!order || order.providerId !== providerId) throw notFound('Order not found');
    const from = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
    const to = declineStatus(from);
    requireStatusChange(order, { from, to: to ?? ORDER_STATUS.BOOKED, allowed: to !== null, now });
    await closeOffer(tx, { orderId: order.id, providerId, outcome: 'declined', now });
    // The provider's own action, with the reason operations read
    await recordAudit(
      tx,
      { kind: 'provider', providerId },
      {
        action: DECLINE_AUDIT_ACTION,
        entityType: 'order',
        entityId: order.id,
        before: orderAuditSnapshot(order),
        after: { ...orderAuditSnapshot({ ...order, status: to!, providerId: null, executor: null }), reason },
      },
      now,
    );
    const updated = await moveToNextProvider(tx, order, { now, previous: null });
    return {
      order: updated,
      before: { status: order.status, providerId },
      after: { status: updated.status, providerId: updated.providerId },
      actor: { kind: 'provider', providerId },
      changed: true,
    };
  });
}
