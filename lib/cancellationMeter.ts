/**
 * The live cancellation meter: what cancelling an order refunds now, and when and to what that
 * next drops, from the cancellation refund table (lib/orders `cancellationRefund`, the table the cancel route uses).
 * Pure code: the server builds the meter into the order views, the reminder job reads it, and the order page
 * words it with `meterNowText` / `meterUntilText`.
 */
import { TZDateMini } from '@date-fns/tz/date/mini';
import { addHours, addMilliseconds } from 'date-fns';
import { TIME_ZONE, type OrderStatus } from './constants';
import { istDate } from './dates';
import { formatDate, formatRupees } from './format';
import { canCustomerCancel, cancellationRefund, effectiveStatus, FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from './orders';

/** The meter of an order that the customer can still cancel (whole rupees; instants as ISO strings). */
export interface CancellationMeter {
  /** Rupees a cancellation now would refund (never more than what was paid and not yet refunded). */
  refundNow: number;
  /** The share of the advance that `refundNow` gives back, 0-100. */
  refundPercentNow: number;
  /**
   * The threshold at which the refund next drops (ISO instant): `refundNow` holds for every instant before it,
   * `nextRefund` after it. Null when it never drops again (nothing to lose, or already nothing back).
   */
  nextChangeAt: string | null;
  /** Rupees a cancellation just after `nextChangeAt` would refund; null with it. */
  nextRefund: number | null;
}

/** What the meter reads of an order: status, service start, advance, and what was paid and refunded (rupees). */
export interface MeterOrder {
  status: OrderStatus;
  /** The service's start (the slot start, an instant). */
  startsAt: Date;
  advance: number;
  /** Captured so far (rupees, refunds not deducted). */
  paid: number;
  /** Refunded so far (rupees). */
  refunded: number;
}

/** Hours before the start at which the refund table may change: 48 h, 24 h and the start itself. */
const THRESHOLD_HOURS = [FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS, 0] as const;

/**
 * The cancellation meter of an order at `now`, or null when the customer can no longer cancel it
 * (in progress, completed, cancelled, expired). The refund is the cancel route's (cause `customer`), capped at what
 * is still refundable; the next change is the first threshold (48 h, 24 h before the start, the start) after which
 * the refund is lower.
 * @throws RangeError (from cancellationRefund) for an amount that is negative or not whole rupees.
 */
export function cancellationMeter(order: MeterOrder, now: Date): CancellationMeter | null {
  const { status, startsAt, advance, paid, refunded } = order;
  if (!canCustomerCancel(effectiveStatus(status, startsAt, now, Math.max(0, paid - refunded)))) return null;
  const refundable = Math.max(0, paid - refunded);
  const at = (instant: Date) => cancellationRefund({ status, startsAt, now: instant, advance, paid });
  const current = at(now);
  const refundNow = Math.min(current.amount, refundable);
  for (const hours of THRESHOLD_HOURS) {
    const threshold = addHours(startsAt, -hours);
    if (threshold.getTime() < now.getTime()) continue;
    // the table's 48 h and 24 h rows include their boundary and the start row does not: 1 ms after the
    // threshold is past it in every row
    const after = Math.min(at(addMilliseconds(threshold, 1)).amount, refundable);
    if (after < refundNow)
      return { refundNow, refundPercentNow: current.advancePercent, nextChangeAt: threshold.toISOString(), nextRefund: after };
  }
  return { refundNow, refundPercentNow: current.advancePercent, nextChangeAt: null, nextRefund: null };
}

/** "18:00": the IST 24-hour clock time of an instant. */
function istClock(instant: Date): string {
  const ist = new TZDateMini(+instant, TIME_ZONE);
  return `${String(ist.getHours()).padStart(2, '0')}:${String(ist.getMinutes()).padStart(2, '0')}`;
}

/**
 * When an instant falls, for a customer in IST, seen from `now`: "today 18:00", "tomorrow 18:00", else
 * "28 Nov 2026, 18:00" ("Full refund until today 18:00").
 * @throws RangeError for an invalid instant.
 */
export function istWhen(instant: Date, now: Date): string {
  const day = istDate(instant);
  const today = istDate(now);
  const tomorrow = istDate(addHours(now, 24));
  const clock = istClock(instant);
  if (day === today) return `today ${clock}`;
  if (day === tomorrow) return `tomorrow ${clock}`;
  return `${formatDate(day)}, ${clock}`;
}

/** "Cancel now: ₹1,200 back". */
export function meterNowText(meter: Pick<CancellationMeter, 'refundNow'>): string {
  return `Cancel now: ${formatRupees(meter.refundNow)} back`;
}

/**
 * Until when the current refund holds and what follows, or null when it never drops: "Full refund until today
 * 18:00, then ₹600 back" (a full refund is 100% of the advance, which before the start is everything paid),
 * "₹600 back until tomorrow 18:00, then no refund".
 */
export function meterUntilText(meter: CancellationMeter, now: Date): string | null {
  if (meter.nextChangeAt === null || meter.nextRefund === null) return null;
  const what = meter.refundPercentNow === 100 ? 'Full refund' : `${formatRupees(meter.refundNow)} back`;
  const then = meter.nextRefund === 0 ? 'no refund' : `${formatRupees(meter.nextRefund)} back`;
  return `${what} until ${istWhen(new Date(meter.nextChangeAt), now)}, then ${then}`;
}
