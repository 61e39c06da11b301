/**
 * The event plan (§2) on the server: which orders belong to an invite event, its day timeline and
 * conflicts (the rules are lib/events/plan.ts), its live headcount from the guests' answers, and attaching an
 * order booked before. Only the event's hosts (owner and co-hosts) see or change it.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { orderSlotLabel } from '../../lib/booking';
import { PLAN_ORDER_TYPES, type EventPlanView } from '../../lib/contracts/events/plan';
import { ORDER_STATUS, ORDER_TYPE, ORDER_TYPE_LABEL } from '../../lib/constants';
import { buildEventPlan, PROPOSED_ORDER_ID, type PlanOrder } from '../../lib/events/plan';
import { formatDate } from '../../lib/format';
import { effectiveStatus, heldAmount, orderStartsAt, statusLabel } from '../../lib/orders';
import { orders, type InviteEvent, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { orderForUser } from './repository';
import { hostedEvent, eventHeadcount } from '../events';

/** Orders that are no longer part of any day: cancelled or expired. */
const GONE_STATUSES = [ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED];

/** @throws HttpError 400 when the event is cancelled: nothing is booked for it any more. */
function requireActive(event: InviteEvent): void {
  if (event.status !== 'active') throw new HttpError(400, 'This event is cancelled: services can no longer be added to it.');
}

/** @throws HttpError 400 on `eventDate` when `eventDate` is not the event's date. */
function requireEventDate(event: InviteEvent, eventDate: string): void {
  if (eventDate !== event.date) {
    throw new HttpError(400, `This event is on ${formatDate(event.date)}: book the service for that date to add it to the event.`, {
      errors: [{ path: 'eventDate', message: `The event is on ${formatDate(event.date)}` }],
    });
  }
}

/**
 * The event an order is booked for (the booking flows' `eventId`): the caller hosts or co-hosts it, it
 * is not cancelled, and the order is on its date.
 * @throws HttpError 404 for an unknown or deleted event, 403 for a caller who does not host it, 400 for a
 *   cancelled event or another date.
 */
export async function requireEventForBooking(
  db: Db,
  { eventId, userId, eventDate }: { eventId: string; userId: string; eventDate: string },
): Promise<InviteEvent> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  requireActive(event);
  requireEventDate(event, eventDate);
  return event;
}

/** The photography coverage stored at booking (package hours + extra hours), or null for other services. */
function coverageHoursOf(order: Pick<Order, 'orderType' | 'details'>): number | null {
  if (order.orderType !== ORDER_TYPE.PHOTOGRAPHY) return null;
  const details = (order.details ?? {}) as { hours?: unknown; extraHours?: unknown };
  const hours = typeof details.hours === 'number' ? details.hours : 0;
  const extra = typeof details.extraHours === 'number' ? details.extraHours : 0;
  return hours + extra > 0 ? hours + extra : null;
}

/** An order as the plan rules read it, with the status a customer sees at `now` (a long-past booking reads expired). */
export function toPlanOrder(order: Order, now: Date): PlanOrder {
  return {
    id: order.id,
    orderType: order.orderType,
    status: effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order)),
    eventDate: order.eventDate,
    slot: order.slot,
    dishCount: order.orderType === ORDER_TYPE.CHEF ? order.items.length : 0,
    coverageHours: coverageHoursOf(order),
    startedAt: order.startedAt,
    completedAt: order.completedAt,
  };
}

/** A checkout's proposed booking (the plan API's `proposed*` query), checked with the event's orders. */
export interface PlanProposal {
  orderType: number;
  slot: string;
  dishes?: number;
  hours?: number;
}

function proposedOrder(event: InviteEvent, proposal: PlanProposal): PlanOrder {
  return {
    id: PROPOSED_ORDER_ID,
    orderType: proposal.orderType,
    status: ORDER_STATUS.AWAITING_PAYMENT,
    eventDate: event.date,
    slot: proposal.slot,
    dishCount: proposal.dishes ?? 0,
    coverageHours: proposal.orderType === ORDER_TYPE.PHOTOGRAPHY && proposal.hours ? proposal.hours : null,
    startedAt: null,
    completedAt: null,
  };
}

/** The plan answer of an event the caller hosts (the caller's own orders of its date feed `attachable`). */
async function planOf(db: Db, event: InviteEvent, userId: string, now: Date, proposal?: PlanProposal): Promise<EventPlanView> {
  const [attached, own, headcount] = await Promise.all([
    db.select().from(orders).where(eq(orders.eventId, event.id)),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.eventDate, event.date),
          isNull(orders.eventId),
          inArray(orders.orderType, [...PLAN_ORDER_TYPES]),
          notInArray(orders.status, GONE_STATUSES),
        ),
      )
      .orderBy(orders.createdAt),
    eventHeadcount(db, event.id),
  ]);
  const planOrders = attached.map((order) => toPlanOrder(order, now));
  if (proposal) planOrders.push(proposedOrder(event, proposal));
  const plan = buildEventPlan({ date: event.date, startsAt: event.startsAt }, planOrders);
  return {
    eventId: event.id,
    date: event.date,
    partyStartsAt: event.startsAt.toISOString(),
    timeline: plan.timeline.map((entry) => ({ ...entry, startsAt: entry.startsAt.toISOString(), endsAt: entry.endsAt.toISOString() })),
    conflicts: plan.conflicts,
    headcount,
    attachable: own
      .map((order) => ({ order, status: effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order)) }))
      .filter(({ status }) => !GONE_STATUSES.includes(status as (typeof GONE_STATUSES)[number]))
      .map(({ order, status }) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        service: ORDER_TYPE_LABEL[order.orderType] ?? 'Order',
        slotLabel: orderSlotLabel(order),
        statusLabel: statusLabel(status),
      })),
  };
}

/**
 * GET /api/customer/event/{eventId}/plan: the event's timeline, conflicts, live headcount and the
 * caller's orders that could be attached, with the checkout's `proposal` checked alongside when given.
 * @throws HttpError 404 for an unknown or deleted event, 403 for a caller who does not host it.
 */
export async function eventPlan(
  db: Db,
  { eventId, userId, proposal, now = new Date() }: { eventId: string; userId: string; proposal?: PlanProposal; now?: Date },
): Promise<EventPlanView> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  return planOf(db, event, userId, now, proposal);
}

/**
 * POST /api/customer/event/{eventId}/attach-order: one of the caller's own orders, of the event's
 * date, becomes part of the event; attaching it again changes nothing. Answers the event's plan.
 * @throws HttpError 404 for an unknown event or an order that is not the caller's, 403 for a caller who does not
 *   host the event, 400 for a cancelled event, another date, a cancelled or expired order or a service the plan
 *   does not hold, 409 for an order of another event.
 */
export async function attachOrderToEvent(
  db: Db,
  { eventId, orderId, userId, now = new Date() }: { eventId: string; orderId: string; userId: string; now?: Date },
): Promise<{ plan: EventPlanView; attached: boolean }> {
  const { event } = await hostedEvent(db, { id: eventId, userId });
  const order = await orderForUser(db, orderId, userId);
  if (order.eventId === event.id) return { plan: await planOf(db, event, userId, now), attached: false };
  if (order.eventId !== null) throw new HttpError(409, 'This order is already part of another event.');
  requireActive(event);
  requireEventDate(event, order.eventDate);
  if (!(PLAN_ORDER_TYPES as readonly number[]).includes(order.orderType)) {
    throw new HttpError(400, 'Only decoration, chef, food delivery, live buffet and photography orders can be added to an event.');
  }
  const status = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
  if (GONE_STATUSES.includes(status as (typeof GONE_STATUSES)[number])) {
    throw new HttpError(400, `This order is ${statusLabel(status).toLowerCase()}: it cannot be added to the event.`);
  }
  // only while unattached: two requests for two events cannot both win
  const [updated] = await db
    .update(orders)
    .set({ eventId: event.id, updatedAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.eventId)))
    .returning({ eventId: orders.eventId });
  if (!updated) {
    const [again] = await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, order.id));
    if (again?.eventId !== event.id) throw new HttpError(409, 'This order is already part of another event.');
  }
  return { plan: await planOf(db, event, userId, now), attached: Boolean(updated) };
}
