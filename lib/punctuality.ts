/**
 * The on-time promise ("On time, or we pay"), pure: how late a provider may arrive before operations are alerted,
 * the customer is credited, or the customer may cancel with a full refund. Every threshold is named here once;
 * the partner app, the order page, the Today board, the jobs and the provider's punctuality read them.
 * Times are instants; the slot's start is lib/orders `orderStartsAt` (IST wall clock made an instant).
 */
import { addMinutes, differenceInMinutes } from 'date-fns';
import { ORDER_TYPE } from './constants';

/** Minutes after the slot's start without an arrival before operations are alerted on the Today board. */
export const ALERT_AFTER_MINUTES = 15;
/** An arrival more than this many minutes after the slot's start credits the customer. */
export const LATE_CREDIT_AFTER_MINUTES = 30;
/** The share of the order's total credited back for a late arrival, in percent. */
export const CREDIT_SHARE_PERCENT = 10;
/** Minutes after the slot's start without an arrival from which the customer may cancel with a full refund. */
export const NO_SHOW_AFTER_MINUTES = 60;
/** "On my way" and "I've arrived" are offered from this many minutes before the slot's start (as Start). */
export const ARRIVAL_ACTIONS_FROM_MINUTES = 120;

/** The promise as the order page and the terms state it. */
export const PUNCTUALITY_PROMISE = `Late by more than ${LATE_CREDIT_AFTER_MINUTES} minutes? We credit ${CREDIT_SHARE_PERCENT}% of your order back automatically. No arrival within ${NO_SHOW_AFTER_MINUTES} minutes: cancel with a full refund.`;

/** How a provider's job went against its slot: arrived in time, late (credited), or never arrived (no-show). */
export type Punctuality = 'on_time' | 'late' | 'no_show';

/** Whole minutes from the slot's start to `at` (negative: before the start). */
export function minutesLate(startsAt: Date, at: Date): number {
  return differenceInMinutes(at, startsAt);
}

/**
 * How an arrival stands against the slot: `late` when more than LATE_CREDIT_AFTER_MINUTES after the start (what
 * the customer is credited for), else `on_time`. A job never arrived is `no_show` (pass `arrivedAt` null).
 */
export function classifyArrival(startsAt: Date, arrivedAt: Date | null): Punctuality {
  if (!arrivedAt) return 'no_show';
  return arrivedAt.getTime() > addMinutes(startsAt, LATE_CREDIT_AFTER_MINUTES).getTime() ? 'late' : 'on_time';
}

/**
 * The late credit of an arrival, whole rupees: CREDIT_SHARE_PERCENT of the order's `total`, rounded down, never more
 * than what was paid and not yet refunded (`paid - refunded`); 0 for an arrival within LATE_CREDIT_AFTER_MINUTES.
 */
export function lateCredit({
  startsAt,
  arrivedAt,
  total,
  paid,
  refunded,
}: {
  startsAt: Date;
  arrivedAt: Date;
  total: number;
  paid: number;
  refunded: number;
}): number {
  if (classifyArrival(startsAt, arrivedAt) !== 'late') return 0;
  const credit = Math.floor((total * CREDIT_SHARE_PERCENT) / 100);
  return Math.max(0, Math.min(credit, paid - refunded));
}

/** The instant operations are alerted when nobody has arrived (the slot's start + ALERT_AFTER_MINUTES). */
export function alertAt(startsAt: Date): Date {
  return addMinutes(startsAt, ALERT_AFTER_MINUTES);
}

/** The instant from which the customer may cancel a job nobody arrived for (the slot's start + NO_SHOW_AFTER_MINUTES). */
export function noShowAt(startsAt: Date): Date {
  return addMinutes(startsAt, NO_SHOW_AFTER_MINUTES);
}

/** The instant from which "On my way" and "I've arrived" are offered (ARRIVAL_ACTIONS_FROM_MINUTES before the start). */
export function arrivalActionsFrom(startsAt: Date): Date {
  return addMinutes(startsAt, -ARRIVAL_ACTIONS_FROM_MINUTES);
}

/** Whether the customer may cancel for a no-show now: nobody arrived and NO_SHOW_AFTER_MINUTES have passed. */
export function isNoShow(startsAt: Date, arrivedAt: Date | null, now: Date): boolean {
  return !arrivedAt && now.getTime() >= noShowAt(startsAt).getTime();
}

/** A location rounded to 2 decimals (about 1 km): all we keep of where the provider's phone was on arrival. */
export function coarseLocation({ lat, lng }: { lat: number; lng: number }): { lat: number; lng: number } {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lat: round(lat), lng: round(lng) };
}

/** "Chef assigned", per service: what the order page says once the provider accepted. */
export function assignedLabel(orderType: number): string {
  switch (orderType) {
    case ORDER_TYPE.DECORATION:
      return 'Decorator assigned';
    case ORDER_TYPE.PHOTOGRAPHY:
      return 'Photographer assigned';
    case ORDER_TYPE.LIVE_BUFFET_CATERING:
    case ORDER_TYPE.BULK_CATERING:
      return 'Catering team assigned';
    case ORDER_TYPE.FOOD_DELIVERY:
      return 'Delivery partner assigned';
    default:
      return 'Chef assigned';
  }
}
