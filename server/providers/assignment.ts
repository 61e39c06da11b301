/**
 * Assigning providers to orders (assign or reassign a provider; "Providers": a calendar
 * check that refuses double-booking one provider; "Partner app": decline returns the job to operations).
 * Which statuses allow it is the machine's (lib/orders.ts PROVIDER_ASSIGNMENT, PROVIDER_DECLINE); the 409
 * wording and the clock rules are the operations' ones (server/orders/statusChange.ts requireStatusChange).
 */
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { addIstDays } from '../../lib/dates';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { assignmentStatus, declineStatus, effectiveStatus, EXPIRE_AFTER_HOURS, heldAmount, orderStartsAt } from '../../lib/orders';
import { jobWindow, LIVE_JOB_STATUSES, servesArea, windowsOverlap } from '../../lib/providers';
import { serviceOfOrderType } from '../../lib/services';
import { advisoryXactLock } from '../db/locks';
import { orders, orderStatusHistory, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound, ValidationError, type FieldError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { scheduleCancellationReminder, requireStatusChange } from '../orders';
import { findProvider } from './repository';
import { generateStartCode } from './startCode';

/**
 * Who changes an assignment: a staff member (their id), the operations API key ("recorded as API
 * key"), the system, or, declining, the provider. Never written to the customer's history.
 */
export type AssignmentActor = AuditActor;

/** The audit actions of assignments: a first provider, or another one instead. */
export const ASSIGNMENT_AUDIT_ACTIONS = { assign: 'order.provider_assign', reassign: 'order.provider_reassign' } as const;

/** The audit action of a provider declining their assignment. */
export const DECLINE_AUDIT_ACTION = 'order.provider_decline';
/**
 * What the order's status history (which the customer reads) says of a provider's decline: the reason is the
 * provider's word to operations, kept in the audit line and shown on the console's order page only.
 */
export const PROVIDER_DECLINE_NOTE = 'Your professional cannot make it. We are assigning another.';

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

/** The order with this id, its row locked until the transaction ends (so two assignments of it queue). */
async function lockOrder(tx: Db, orderId: string): Promise<Order | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return order ?? null;
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
 * Refuses a second job of one provider at an overlapping time ("a calendar check that refuses
 * double-booking"): the provider's accepted and in-progress orders from the day before to the day after the
 * order's date (no job lasts past the next morning) are compared by their windows (lib/providers jobWindow).
 * Call it holding the provider's lock, so that a concurrent assignment of them is either seen here or waits.
 * @throws HttpError 409 naming the clashing order's number and time.
 */
async function requireFreeProvider(tx: Db, order: Order, providerId: string): Promise<void> {
  const window = jobWindow(order);
  const candidates = await tx
    .select({
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      eventDate: orders.eventDate,
      slot: orders.slot,
      details: orders.details,
    })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        ne(orders.id, order.id),
        inArray(orders.status, [...LIVE_JOB_STATUSES]),
        gte(orders.eventDate, addIstDays(order.eventDate, -1)),
        lte(orders.eventDate, addIstDays(order.eventDate, 1)),
      ),
    );
  const clash = candidates
    .map((candidate) => ({ candidate, window: jobWindow(candidate) }))
    .filter((c) => windowsOverlap(window, c.window))
    .sort((a, b) => a.window.start.getTime() - b.window.start.getTime())[0];
  if (clash) {
    throw new HttpError(
      409,
      `This provider already has order ${clash.candidate.orderNumber} from ${formatDateTime(clash.window.start)} to ${formatDateTime(clash.window.end)}, which overlaps this one.`,
      { errors: [{ path: 'providerId', message: `Busy with order ${clash.candidate.orderNumber}` }] },
    );
  }
}

/** The lock key of one provider's calendar (server/db/locks.ts: keys carry their domain). */
const providerLockKey = (providerId: string) => `providers:calendar:${providerId}`;

/**
 * Assigns a provider to an order, or reassigns it, in one transaction: a booked order
 * becomes accepted, an accepted one stays accepted (lib/orders.ts assignmentStatus); `executor` is set to the
 * provider's name and phone for the existing order views. The customer and the provider are told through the
 * outbox by the `notify.provider_assigned` job, and on a reassignment the previous provider by
 * `notify.provider_unassigned`, both enqueued in the same transaction.
 * Race-safe: the order row is locked, then the provider's calendar (advisory lock), always in that order; of
 * concurrent assignments of one provider to overlapping orders exactly one succeeds.
 * The audit line (`order.provider_assign`, or `order.provider_reassign` when another provider had it) names
 * `actor` and commits with the change; assigning the provider the order already has writes nothing.
 * @throws HttpError 404 unknown order; 409 a status that allows no assignment, naming both states (an order
 *   holding no money past its time reads as expired), or a slot that started more than 12 hours ago; 400 with field errors on `providerId`: unknown, inactive, not offering the
 *   order's service or not working in its city or pincode; 409 the provider is busy, naming the clashing order.
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

    await advisoryXactLock(tx, providerLockKey(provider.id));
    await requireFreeProvider(tx, order, provider.id);

    const status = to!;
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        providerId: provider.id,
        executor: { name: provider.name, phone: provider.phone },
        // A new code for each provider, who accepts afresh
        startCode: generateStartCode(),
        providerAcceptedAt: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('the locked order was not updated');
    // the customer reads this history: it says what happened, not who the provider or the staff member is
    const note = order.providerId ? 'Provider changed' : 'Provider assigned';
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status, note, createdAt: now });
    await enqueueJob(tx, {
      name: 'notify.provider_assigned',
      payload: { orderId: order.id, providerId: provider.id },
      runAt: now,
      dedupeKey: `provider-assigned:${order.id}:${provider.id}:${now.getTime()}`,
    });
    // An assigned order's refund drops 48 and 24 hours before: remind the next drop
    await scheduleCancellationReminder(tx, updated, now);
    if (order.providerId) {
      // the provider the job was taken from learns it from us, not from an empty partner app
      await enqueueJob(tx, {
        name: 'notify.provider_unassigned',
        payload: { orderId: order.id, providerId: order.providerId },
        runAt: now,
        dedupeKey: `provider-unassigned:${order.id}:${order.providerId}:${now.getTime()}`,
      });
    }
    await recordAudit(
      tx,
      actor,
      {
        action: order.providerId ? ASSIGNMENT_AUDIT_ACTIONS.reassign : ASSIGNMENT_AUDIT_ACTIONS.assign,
        entityType: 'order',
        entityId: order.id,
        before: orderAuditSnapshot(order),
        after: orderAuditSnapshot(updated),
      },
      now,
    );
    return { order: updated, before, after: { status, providerId: provider.id }, actor, changed: true };
  });
}

/**
 * The assigned provider declines an accepted order ("decline returns it to operations
 * with a reason"): it goes back to Booked with no provider (lib/orders.ts declineStatus), a neutral line in its
 * status history (PROVIDER_DECLINE_NOTE) and the reason in the audit line (`order.provider_decline`, actor the
 * provider), which the console's order page shows among the notes, for operations to assign again. The start code and the acceptance go with the provider.
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
    const status = to!;
    const [updated] = await tx
      .update(orders)
      .set({ status, providerId: null, executor: null, startCode: null, providerAcceptedAt: null, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('the locked order was not updated');
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status, note: PROVIDER_DECLINE_NOTE, createdAt: now });
    // Back to unassigned, the refund holds until the start: remind that threshold instead
    await scheduleCancellationReminder(tx, updated, now);
    // The provider's own action, with the reason operations read
    await recordAudit(
      tx,
      { kind: 'provider', providerId },
      {
        action: DECLINE_AUDIT_ACTION,
        entityType: 'order',
        entityId: order.id,
        before: orderAuditSnapshot(order),
        after: { ...orderAuditSnapshot(updated), reason },
      },
      now,
    );
    return {
      order: updated,
      before: { status: order.status, providerId },
      after: { status, providerId: null },
      actor: { kind: 'provider', providerId },
      changed: true,
    };
  });
}
