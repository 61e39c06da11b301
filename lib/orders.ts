import { addHours, differenceInMinutes } from 'date-fns';
import { CHEF_SLOTS, findSlot, orderSlotLabel, slotsForOrderType, slotStart } from './booking';
import { ORDER_STATUS, ORDER_STATUS_LABEL, ORDER_TYPE_LABEL, type OrderStatus, type OrderType } from './constants';
import { formatDate, formatRupees } from './format';
import { CANCELLATION_RETAINED_PERCENT } from './pricing';

/**
 * A booked or accepted order with nothing paid this many hours past its start reads as expired (and only
 * then may operations expire it). A paid order never expires (see `effectiveStatus`).
 */
export const EXPIRE_AFTER_HOURS = 12;

/** An assigned order cancelled this many hours or more before its start gets the whole advance back. */
export const FULL_REFUND_MIN_HOURS = 48;
/** An assigned order cancelled from this many hours (up to FULL_REFUND_MIN_HOURS) before its start gets half the advance back. */
export const HALF_REFUND_MIN_HOURS = 24;

/** The cancellation table, as every checkout shows it before payment and the order page repeats it. */
export const CANCELLATION_TABLE: readonly { when: string; refund: string }[] = [
  { when: 'No provider assigned yet, whenever you cancel', refund: '100% of the advance' },
  { when: 'Provider assigned, 48 hours or more before the start', refund: '100% of the advance' },
  { when: 'Provider assigned, 24 to 48 hours before the start', refund: '50% of the advance' },
  { when: 'Under 24 hours before the start, or once the service has started', refund: 'No refund of the advance' },
  { when: 'The provider cancels or does not arrive', refund: '100% of everything paid' },
];

/** The cancellation policy stored with every order (the table above in one paragraph). */
export const CANCELLATION_POLICY =
  'While no provider is assigned, the whole advance is refunded whenever you cancel, even after the start time. Once a provider is assigned: the whole advance 48 hours or more before the start, half of it 24 to 48 hours before, nothing under 24 hours or once the service has started. If the provider cancels or does not arrive, everything you paid is refunded. A balance paid online is always refunded in full before the service starts. Refunds reach the original payment method in 5-7 working days.';

/**
 * Operations may move an order only along these edges (impossible transitions are refused; payment
 * alone books an order). The edges to Expired hold only for an order holding no money (`canTransition`'s `held`):
 * a paid order never expires, it is cancelled with its refund or served.
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.AWAITING_PAYMENT]: [ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.BOOKED]: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
  [ORDER_STATUS.ACCEPTED]: [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
  [ORDER_STATUS.IN_PROGRESS]: [ORDER_STATUS.COMPLETED],
  [ORDER_STATUS.COMPLETED]: [],
  [ORDER_STATUS.CANCELLED]: [],
  [ORDER_STATUS.EXPIRED]: [],
};

/** The statuses that end an order for good: its provider's time is released the moment it reaches one. */
export const ENDED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED];

/**
 * Whether operations may move an order from `from` to `to` (ALLOWED_TRANSITIONS), given `held`: the rupees captured
 * and not refunded (amount paid - amount refunded). An order holding money never moves to Expired: expiring keeps
 * the money silently, so a paid order is cancelled (with the refund table's amount) or served instead.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, held: number): boolean {
  if (to === ORDER_STATUS.EXPIRED && held > 0) return false;
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/**
 * The provider edges of the machine, beside the operations ones.
 * A provider may be assigned to a booked order (which accepts it) or reassigned on an accepted one (which
 * stays accepted); nothing else takes a provider. Keyed by the status before, valued by the status after.
 */
export const PROVIDER_ASSIGNMENT: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  [ORDER_STATUS.BOOKED]: ORDER_STATUS.ACCEPTED,
  [ORDER_STATUS.ACCEPTED]: ORDER_STATUS.ACCEPTED,
};

/**
 * The status an order in `from` moves to when a provider is assigned: Accepted from Booked or
 * Accepted (a reassignment), null for every status that allows no assignment.
 */
export function assignmentStatus(from: OrderStatus): OrderStatus | null {
  return PROVIDER_ASSIGNMENT[from] ?? null;
}

/**
 * The assigned provider declines an accepted order; it goes back to Booked and
 * unassigned, for operations to assign again. The one edge that leads back to Booked.
 */
export const PROVIDER_DECLINE: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  [ORDER_STATUS.ACCEPTED]: ORDER_STATUS.BOOKED,
};

/** The status an order in `from` moves to when its provider declines it (Booked from Accepted), or null. */
export function declineStatus(from: OrderStatus): OrderStatus | null {
  return PROVIDER_DECLINE[from] ?? null;
}

/** An order may be marked In progress no earlier than this many hours before its slot starts. */
export const IN_PROGRESS_FROM_HOURS_BEFORE = 2;

/**
 * The earliest instant an order whose slot starts at `startsAt` may be moved to `to` (statuses
 * follow the clock): In progress from 2 hours before the slot, Completed from the slot's start, Expired
 * (an order holding no money) once it is EXPIRE_AFTER_HOURS past the start, when it reads as expired anyway;
 * null for a status the clock does not gate (accepting, cancelling).
 */
export function earliestStatusAt(to: OrderStatus, startsAt: Date): Date | null {
  if (to === ORDER_STATUS.IN_PROGRESS) return addHours(startsAt, -IN_PROGRESS_FROM_HOURS_BEFORE);
  if (to === ORDER_STATUS.COMPLETED) return startsAt;
  if (to === ORDER_STATUS.EXPIRED) return addHours(startsAt, EXPIRE_AFTER_HOURS);
  return null;
}

/**
 * The status everyone sees: a booked or accepted order holding no money whose start is more than 12 hours past
 * reads as expired. A paid order (anything captured and not fully refunded) never reads as expired: it
 * stays booked or accepted, so the customer may still cancel it under the refund table and operations settle it
 * (served, provider did not come, customer was not there, cancelled). Throws nothing: an invalid Date never reads
 * as expired.
 * @param startsAt when the service starts (the slot start, IST instant).
 * @param now the instant to judge at.
 * @param held rupees captured and not refunded (amount paid - amount refunded).
 */
export function effectiveStatus(status: OrderStatus, startsAt: Date, now: Date, held: number): OrderStatus {
  if (held > 0) return status;
  const expired = now.getTime() > addHours(startsAt, EXPIRE_AFTER_HOURS).getTime();
  return expired && (status === ORDER_STATUS.BOOKED || status === ORDER_STATUS.ACCEPTED) ? ORDER_STATUS.EXPIRED : status;
}

/** Rupees an order holds: captured and not refunded (never negative). */
export function heldAmount(order: { amountPaid: number; amountRefunded: number }): number {
  return Math.max(0, order.amountPaid - order.amountRefunded);
}

/** An order awaiting payment, booked or accepted can be cancelled by the customer. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === ORDER_STATUS.AWAITING_PAYMENT || status === ORDER_STATUS.BOOKED || status === ORDER_STATUS.ACCEPTED;
}

/**
 * Who or what ends the order: the customer cancels; the provider's side (a provider cancellation or no-show, recorded
 * by operations); or the customer was not there when the provider came (recorded by operations).
 */
export type CancellationCause = 'customer' | 'provider' | 'customer_no_show';

/** What a cancellation refunds: the share of the advance in percent, and the rupees. */
export interface CancellationRefund {
  /** Share of the advance refunded, 0-100 (100 for a provider-side cancellation, which refunds everything paid). */
  advancePercent: number;
  /** Whole rupees to refund. */
  amount: number;
}

/**
 * The refund table of a cancellation, in one place: what a cancellation refunds of what was paid (whole rupees).
 * - provider-side cancellation or no-show: 100% of everything paid;
 * - awaiting payment or booked (no provider assigned): 100% of the advance whenever it is cancelled, before or
 *   after the slot's start (the table's "No provider assigned yet" row: a booking we never staffed was never
 *   served), and a balance paid online with it;
 * - accepted (assigned): 48 hours or more before the start 100%, 24-48 hours 50% (the kept half rounded
 *   down, in the customer's favour), under 24 hours 0%;
 * - in progress (or any later state): 0% of the advance;
 * - the customer was not there (cause `customer_no_show`): the advance paid is kept (the provider came), and a
 *   balance paid online is refunded in full, since the service was not delivered;
 * - whatever was paid beyond the advance (a balance paid online) is refunded in full, except once the
 *   service has started.
 * Throws RangeError when an amount is negative or not whole rupees.
 * @param startsAt the service start (slot start, IST instant); `now` the instant of the cancellation.
 * @param advance the order's advance; `paid` what was captured so far (rupees, refunds not deducted).
 */
export function cancellationRefund({
  status,
  startsAt,
  now,
  advance,
  paid,
  cause = 'customer',
}: {
  status: OrderStatus;
  startsAt: Date;
  now: Date;
  advance: number;
  paid: number;
  cause?: CancellationCause;
}): CancellationRefund {
  for (const [name, value] of Object.entries({ advance, paid })) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative whole number of rupees, got ${value}`);
  }
  if (cause === 'provider') return { advancePercent: 100, amount: paid };
  const advancePaid = Math.min(advance, paid);
  if (cause === 'customer_no_show') return { advancePercent: 0, amount: paid - advancePaid };
  const beyondAdvance = paid - advancePaid;
  // no provider assigned: nothing can have started, whatever the clock says
  if (status === ORDER_STATUS.AWAITING_PAYMENT || status === ORDER_STATUS.BOOKED) return { advancePercent: 100, amount: paid };
  const started = status === ORDER_STATUS.IN_PROGRESS || now.getTime() >= startsAt.getTime();
  let advancePercent: number;
  if (status === ORDER_STATUS.ACCEPTED) {
    const minutesBefore = differenceInMinutes(startsAt, now);
    if (minutesBefore >= FULL_REFUND_MIN_HOURS * 60) advancePercent = 100;
    else if (minutesBefore >= HALF_REFUND_MIN_HOURS * 60) advancePercent = 100 - CANCELLATION_RETAINED_PERCENT;
    else advancePercent = 0;
  } else advancePercent = 0;
  // the kept share is rounded down, in the customer's favour
  const advanceRefund = advancePaid - Math.floor((advancePaid * (100 - advancePercent)) / 100);
  return { advancePercent, amount: advanceRefund + (started ? 0 : beyondAdvance) };
}

/** Customer-facing label of a status code. */
export function statusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABEL[status];
}

/**
 * The name a message greets the customer by: the name they booked under (the order's address), else "there"
 * ("Hi there"). Personal data: for messages to the customer only, never a log line.
 */
export function greetingName(order: { address: unknown }): string {
  const name = (order.address as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? name : 'there';
}

/** The facts of an order that fix when its service starts (the `orders` row has them). */
export interface OrderTiming {
  /** The service day, `YYYY-MM-DD` in IST. */
  eventDate: string;
  /** The slot id of the order type's slots (lib/booking). */
  slot: string;
  orderType: number;
}

/** When an order's service starts: its slot's start on its day, as an instant (IST); an unknown slot reads as the first chef slot. */
export function orderStartsAt(order: OrderTiming): Date {
  const slot = findSlot(slotsForOrderType(order.orderType), order.slot) ?? CHEF_SLOTS[0]!;
  return slotStart(order.eventDate, slot);
}

/**
 * What the WhatsApp order confirmation (and a receipt) says of an order: the customer's name, its number, the
 * service, "<date>, <slot label>" and what was paid (`amountPaid` whole rupees, formatted).
 */
export function orderConfirmationFacts(order: OrderTiming & { address: unknown; orderNumber: string; amountPaid: number }) {
  return {
    customerName: greetingName(order),
    orderNumber: order.orderNumber,
    service: ORDER_TYPE_LABEL[order.orderType as OrderType] ?? 'Party service',
    when: `${formatDate(order.eventDate)}, ${orderSlotLabel(order)}`,
    paid: formatRupees(order.amountPaid),
  };
}
