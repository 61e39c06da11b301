/**
 * The event plan: the day timeline of everything booked for an invite event and the conflict
 * checks between those bookings, with the reason a customer reads. Pure code, no I/O: the server builds the plan
 * from the event and its orders (server/events/plan.ts), the checkout asks the server for it with its proposed
 * slot. Instants are Dates; dates are IST calendar dates 'yyyy-MM-dd'; times are shown in IST.
 *
 * How a slot becomes a window (lib/booking): decoration is set up within its three-hour slot (finished by its
 * end); a chef and a photographer arrive within a one-hour slot; food is delivered within a one-hour slot; a live
 * buffet starts serving in its slot. Photography then covers its package's hours (and extra hours) from the slot's
 * start.
 */
import { addHours, addMinutes, differenceInMinutes } from 'date-fns';
import { findSlot, FOOD_SLOTS, slotsForOrderType, slotStart, type Slot } from '../booking';
import { ORDER_STATUS, ORDER_TYPE, ORDER_TYPE_LABEL, type OrderStatus, type OrderType } from '../constants';
import { formatDate, formatTime } from '../format';

/** Decoration must be finished at least 30 minutes before photography starts. */
export const DECORATION_BEFORE_PHOTOGRAPHY_MINUTES = 30;
/** Food delivery lands at least 30 minutes before the party starts... */
export const FOOD_MIN_MINUTES_BEFORE_PARTY = 30;
/** ...and at most 60 minutes before it (food kept waiting longer goes cold). */
export const FOOD_MAX_MINUTES_BEFORE_PARTY = 60;
/** A chef cooking more than 7 dishes... */
export const CHEF_MANY_DISHES = 7;
/** ...arrives at least 3 hours before serving (the party's start). */
export const CHEF_MANY_DISHES_LEAD_HOURS = 3;

/** The services an event plan holds (a chef, decoration, food delivery, live buffet, photography). */
export const PLAN_SERVICES = ['decoration', 'chef', 'food', 'buffet', 'photography'] as const;
export type PlanService = (typeof PLAN_SERVICES)[number];

/** The service of an order type in the plan, or null for a type the plan does not show. */
export function planServiceOf(orderType: number): PlanService | null {
  switch (orderType) {
    case ORDER_TYPE.DECORATION:
      return 'decoration';
    case ORDER_TYPE.CHEF:
      return 'chef';
    case ORDER_TYPE.FOOD_DELIVERY:
      return 'food';
    case ORDER_TYPE.LIVE_BUFFET_CATERING:
      return 'buffet';
    case ORDER_TYPE.PHOTOGRAPHY:
      return 'photography';
    default:
      return null;
  }
}

/** Where an order stands on the day, as the partner app moves it (accept, start with the code, complete). */
export const PLAN_STATUSES = ['proposed', 'awaiting_payment', 'booked', 'accepted', 'started', 'completed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The event a plan is for: its IST date and the party's start (an instant). */
export interface PlanEvent {
  date: string;
  startsAt: Date;
}

/**
 * An order as the plan reads it. `id` is the order's id (`PROPOSED_ORDER_ID` for the checkout's proposal);
 * `slot` its slot id ('15-16'); `dishCount` the chef's dishes (0 for other services); `coverageHours` a
 * photography package's hours with its extra hours (null for other services: the slot's own length).
 */
export interface PlanOrder {
  id: string;
  orderType: number;
  status: number;
  eventDate: string;
  slot: string;
  dishCount: number;
  coverageHours: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** The id a checkout's proposed booking has in a plan (it is not an order yet). */
export const PROPOSED_ORDER_ID = 'proposed';

/** One line of the day timeline; the party's start has `orderId` null. */
export interface PlanEntry {
  orderId: string | null;
  service: PlanService | 'party';
  /** What happens: "Decoration set-up", "Chef arrival", "Food arrival", "Buffet serving", "Photography coverage", "Party starts". */
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: PlanStatus | null;
  /** The status in words, with the partner app's times: "Decorator arrived 2:02 PM", "Completed 5:40 PM". */
  statusLabel: string | null;
}

/**
 * The rules a plan checks (decoration finished before the guests arrive), and an order
 * booked for another day than the event's.
 */
export const PLAN_RULES = [
  'decoration-before-party',
  'decoration-before-photography',
  'food-before-party',
  'chef-lead-time',
  'other-date',
] as const;
export type PlanRule = (typeof PLAN_RULES)[number];

/** A conflict between bookings (or a booking and the party), with the reason in the customer's words. */
export interface PlanConflict {
  rule: PlanRule;
  message: string;
  orderIds: string[];
}

/** A plan: the day's timeline in time order (the party included) and its conflicts. */
export interface EventPlan {
  timeline: PlanEntry[];
  conflicts: PlanConflict[];
}

const TITLE: Record<PlanService, string> = {
  decoration: 'Decoration set-up',
  chef: 'Chef arrival',
  food: 'Food arrival',
  buffet: 'Buffet serving',
  photography: 'Photography coverage',
};

/** Who arrives, for the status line ("Decorator arrived 2:02 PM"). */
const ARRIVER: Record<PlanService, string> = {
  decoration: 'Decorator',
  chef: 'Chef',
  food: 'Food',
  buffet: 'Buffet team',
  photography: 'Photographer',
};

/** An order's window on the day: its slot, a photography order stretched to its coverage. */
function windowOf(order: PlanOrder, slot: Slot): { startsAt: Date; endsAt: Date } {
  const times = slotWindow(order.eventDate, slot);
  return order.coverageHours === null ? times : { startsAt: times.startsAt, endsAt: addHours(times.startsAt, order.coverageHours) };
}

/** The plan status of an order, or null when it is not part of the day (cancelled, expired, or not a status). */
function planStatusOf(order: PlanOrder): PlanStatus | null {
  if (order.id === PROPOSED_ORDER_ID) return 'proposed';
  if (order.completedAt || order.status === ORDER_STATUS.COMPLETED) return 'completed';
  if (order.startedAt || order.status === ORDER_STATUS.IN_PROGRESS) return 'started';
  switch (order.status as OrderStatus) {
    case ORDER_STATUS.AWAITING_PAYMENT:
      return 'awaiting_payment';
    case ORDER_STATUS.BOOKED:
      return 'booked';
    case ORDER_STATUS.ACCEPTED:
      return 'accepted';
    default:
      return null;
  }
}

function statusLabelOf(status: PlanStatus, service: PlanService, order: PlanOrder): string {
  switch (status) {
    case 'proposed':
      return 'Not booked yet';
    case 'awaiting_payment':
      return 'Awaiting payment';
    case 'booked':
      return 'Booked';
    case 'accepted':
      return 'Provider confirmed';
    case 'started':
      return order.startedAt ? `${ARRIVER[service]} arrived ${formatTime(order.startedAt)}` : `${ARRIVER[service]} arrived`;
    case 'completed':
      return order.completedAt ? `Completed ${formatTime(order.completedAt)}` : 'Completed';
  }
}

/** "2:00 PM - 5:00 PM". */
const span = (from: Date, to: Date) => `${formatTime(from)} - ${formatTime(to)}`;

interface Placed {
  order: PlanOrder;
  service: PlanService;
  startsAt: Date;
  endsAt: Date;
}

/** Decoration finished at least 30 minutes before photography starts (every pair of the two). */
function decorationConflicts(placed: readonly Placed[]): PlanConflict[] {
  const conflicts: PlanConflict[] = [];
  for (const decoration of placed.filter((p) => p.service === 'decoration')) {
    for (const photography of placed.filter((p) => p.service === 'photography')) {
      const latestEnd = addMinutes(photography.startsAt, -DECORATION_BEFORE_PHOTOGRAPHY_MINUTES);
      if (decoration.endsAt.getTime() <= latestEnd.getTime()) continue;
      conflicts.push({
        rule: 'decoration-before-photography',
        message:
          `Decoration (${span(decoration.startsAt, decoration.endsAt)}) must be finished at least ${DECORATION_BEFORE_PHOTOGRAPHY_MINUTES} minutes ` +
          `before photography starts at ${formatTime(photography.startsAt)}. Choose a decoration slot that ends by ${formatTime(latestEnd)} ` +
          `or a later photography start.`,
        orderIds: [decoration.order.id, photography.order.id],
      });
    }
  }
  return conflicts;
}

/**
 * Decoration is finished before the party starts (guests arrive then): a decoration window that ends after the
 * party's start is a conflict. Ending exactly at the start is allowed.
 */
function decorationPartyConflicts(placed: readonly Placed[], event: PlanEvent): PlanConflict[] {
  return placed
    .filter((p) => p.service === 'decoration' && p.endsAt.getTime() > event.startsAt.getTime())
    .map((decoration) => ({
      rule: 'decoration-before-party' as const,
      message:
        `Decoration (${span(decoration.startsAt, decoration.endsAt)}) must be finished before the party starts at ` +
        `${formatTime(event.startsAt)}, when guests arrive. Choose a decoration slot that ends by ${formatTime(event.startsAt)} ` +
        `or a later party start.`,
      orderIds: [decoration.order.id],
    }));
}

/** A slot's window on an IST date. */
function slotWindow(date: string, slot: Slot): { startsAt: Date; endsAt: Date } {
  const startsAt = slotStart(date, slot);
  return { startsAt, endsAt: addHours(startsAt, slot.endHour - slot.startHour) };
}

/** The food slots whose delivery lands 30-60 minutes before `partyStart` (by the slot's end). */
function fittingFoodSlots(date: string, partyStart: Date): Slot[] {
  return FOOD_SLOTS.filter((slot) => {
    const before = differenceInMinutes(partyStart, slotWindow(date, slot).endsAt);
    return before >= FOOD_MIN_MINUTES_BEFORE_PARTY && before <= FOOD_MAX_MINUTES_BEFORE_PARTY;
  });
}

/**
 * Food delivery lands 30-60 minutes before the party starts. A delivery lands within its one-hour slot, so the
 * slot's end (the latest it lands) must be 30 to 60 minutes before the party's start.
 */
function foodConflicts(placed: readonly Placed[], event: PlanEvent): PlanConflict[] {
  return placed
    .filter((p) => p.service === 'food')
    .flatMap((food) => {
      const before = differenceInMinutes(event.startsAt, food.endsAt);
      if (before >= FOOD_MIN_MINUTES_BEFORE_PARTY && before <= FOOD_MAX_MINUTES_BEFORE_PARTY) return [];
      const fitting = fittingFoodSlots(food.order.eventDate, event.startsAt);
      const advice =
        fitting.length > 0
          ? `Choose the ${fitting
              .map((slot) => {
                const times = slotWindow(food.order.eventDate, slot);
                return span(times.startsAt, times.endsAt);
              })
              .join(' or ')} delivery slot.`
          : 'No delivery slot fits this party time: please contact us to arrange the delivery.';
      const when = before < FOOD_MIN_MINUTES_BEFORE_PARTY ? 'too late' : 'too early';
      return [
        {
          rule: 'food-before-party' as const,
          message:
            `Food delivery (${span(food.startsAt, food.endsAt)}) lands ${when}: it should arrive ${FOOD_MIN_MINUTES_BEFORE_PARTY} to ` +
            `${FOOD_MAX_MINUTES_BEFORE_PARTY} minutes before the party starts at ${formatTime(event.startsAt)}. ${advice}`,
          orderIds: [food.order.id],
        },
      ];
    });
}

/**
 * A chef cooking more than 7 dishes arrives at least 3 hours before serving (the party's start). The chef arrives
 * within a one-hour slot, so the slot's end (the latest arrival) must be 3 hours before the party.
 */
function chefConflicts(placed: readonly Placed[], event: PlanEvent): PlanConflict[] {
  return placed
    .filter((p) => p.service === 'chef' && p.order.dishCount > CHEF_MANY_DISHES)
    .flatMap((chef) => {
      const latestArrival = addHours(event.startsAt, -CHEF_MANY_DISHES_LEAD_HOURS);
      if (chef.endsAt.getTime() <= latestArrival.getTime()) return [];
      return [
        {
          rule: 'chef-lead-time' as const,
          message:
            `With ${chef.order.dishCount} dishes the chef needs at least ${CHEF_MANY_DISHES_LEAD_HOURS} hours before serving: the party starts at ` +
            `${formatTime(event.startsAt)}, so choose an arrival slot that ends by ${formatTime(latestArrival)} ` +
            `(yours is ${span(chef.startsAt, chef.endsAt)}).`,
          orderIds: [chef.order.id],
        },
      ];
    });
}

/** An order booked for another day than the event's (the event moved after it was attached). */
function dateConflicts(placed: readonly Placed[], event: PlanEvent): PlanConflict[] {
  return placed
    .filter((p) => p.order.eventDate !== event.date)
    .map((p) => ({
      rule: 'other-date' as const,
      message: `${ORDER_TYPE_LABEL[p.order.orderType as OrderType]} is booked for ${formatDate(p.order.eventDate)}, but the event is on ${formatDate(event.date)}.`,
      orderIds: [p.order.id],
    }));
}

/**
 * The plan of an event from its orders: the timeline in time order (the party's start included,
 * cancelled and expired orders and services the plan does not show left out) and the conflicts of every rule.
 * An order whose slot id is unknown is left out (it cannot be placed on the day).
 * @param orders the event's orders, and the checkout's proposal with id `PROPOSED_ORDER_ID`, if any.
 */
export function buildEventPlan(event: PlanEvent, orders: readonly PlanOrder[]): EventPlan {
  const placed: (Placed & { status: PlanStatus })[] = [];
  for (const order of orders) {
    const service = planServiceOf(order.orderType);
    const status = planStatusOf(order);
    const slot = findSlot(slotsForOrderType(order.orderType), order.slot);
    if (!service || !status || !slot) continue;
    placed.push({ order, service, status, ...windowOf(order, slot) });
  }
  const timeline: PlanEntry[] = placed.map(({ order, service, status, startsAt, endsAt }) => ({
    orderId: order.id,
    service,
    title: TITLE[service],
    startsAt,
    endsAt,
    status,
    statusLabel: statusLabelOf(status, service, order),
  }));
  timeline.push({
    orderId: null,
    service: 'party',
    title: 'Party starts',
    startsAt: event.startsAt,
    endsAt: event.startsAt,
    status: null,
    statusLabel: null,
  });
  // the party sorts after a service starting at the same minute (set-up comes first)
  timeline.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || Number(a.orderId === null) - Number(b.orderId === null));
  const conflicts = [
    ...dateConflicts(placed, event),
    ...decorationPartyConflicts(
      placed.filter((p) => p.order.eventDate === event.date),
      event,
    ),
    ...decorationConflicts(placed.filter((p) => p.order.eventDate === event.date)),
    ...foodConflicts(
      placed.filter((p) => p.order.eventDate === event.date),
      event,
    ),
    ...chefConflicts(
      placed.filter((p) => p.order.eventDate === event.date),
      event,
    ),
  ];
  return { timeline, conflicts };
}
