/**
 * The on-time promise ("On time, or we pay"), pure: how late a provider may arrive before operations are alerted,
 * the customer is credited, or the customer may cancel with a full refund. Every threshold is named here once;
 * the partner app, the order page, the Today board, the jobs and the provider's punctuality read them.
 * Times are instants; the slot's start is lib/orders `orderStartsAt` (IST wall clock made an instant).
 */
import { addMinutes, differenceInMinutes } from 'date-fns';
import { ORDER_TYPE } from './constants';
// only a type from the contract: the customer's order page imports this file, and zod must not reach its bundle
import type { ProviderPunctuality } from './contracts/punctuality';
import { addIstDays, istDate } from './dates';

/** How far back a provider's punctuality looks, in days. */
export const PUNCTUALITY_DAYS = 90;
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

/** What a finished or arrived job's punctuality is read from: its slot's start and the provider's arrival facts. */
export interface PunctualityJob {
  startsAt: Date;
  /** "I've arrived", null when not tapped. */
  arrivedAt: Date | null;
  /** The start with the customer's code: the provider was there by then at the latest. */
  startedAt: Date | null;
  /** The order ended because the provider did not come. */
  noShowAt: Date | null;
}

/**
 * How a job went: `no_show` when it ended because the provider did not come, else its arrival (the tap, or without
 * one the start with the customer's code) against the slot by `classifyArrival`. Null for a job with none of these
 * facts yet (nobody arrived and nothing ended): it does not count.
 */
export function jobPunctuality(job: PunctualityJob): Punctuality | null {
  if (job.noShowAt) return 'no_show';
  const arrival = job.arrivedAt ?? job.startedAt;
  return arrival ? classifyArrival(job.startsAt, arrival) : null;
}

/** The IST dates (inclusive, 'yyyy-MM-dd') of the jobs a provider's punctuality counts at `now`: the last PUNCTUALITY_DAYS days up to today. */
export function punctualityDates(now: Date): { from: string; to: string } {
  const today = istDate(now);
  return { from: addIstDays(today, -PUNCTUALITY_DAYS), to: today };
}

/** Adds each job's punctuality to its provider's counts (`jobPunctuality`; a job that does not count is skipped). */
export function tallyPunctuality(counts: ProviderPunctuality, job: PunctualityJob): void {
  const how = jobPunctuality(job);
  if (how === 'no_show') counts.noShow += 1;
  else if (how === 'late') counts.late += 1;
  else if (how === 'on_time') counts.onTime += 1;
}

/**
 * The order of two providers' punctuality for assignment (negative: `a` first): fewer no-shows, then the higher
 * share of jobs on time. A provider without jobs in the window counts as on time (share 1): a newcomer is not put
 * behind for having no history.
 */
export function comparePunctuality(a: ProviderPunctuality, b: ProviderPunctuality): number {
  if (a.noShow !== b.noShow) return a.noShow - b.noShow;
  const totalA = a.onTime + a.late + a.noShow;
  const totalB = b.onTime + b.late + b.noShow;
  // shares compared by cross-multiplying (exact on integers); no history is 1 of 1
  const [onTimeA, countA] = totalA === 0 ? [1, 1] : [a.onTime, totalA];
  const [onTimeB, countB] = totalB === 0 ? [1, 1] : [b.onTime, totalB];
  return onTimeB * countA - onTimeA * countB;
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

/** Who a service sends, as the order page names them once assigned: "chef", "decoration" (the decorator), …. */
export type AssignedRole = 'chef' | 'decoration' | 'photography' | 'catering' | 'delivery';

/** The role a service's provider plays (the order page's "… assigned" line, in either language). */
export function assignedRole(orderType: number): AssignedRole {
  switch (orderType) {
    case ORDER_TYPE.DECORATION:
      return 'decoration';
    case ORDER_TYPE.PHOTOGRAPHY:
      return 'photography';
    case ORDER_TYPE.LIVE_BUFFET_CATERING:
    case ORDER_TYPE.BULK_CATERING:
      return 'catering';
    case ORDER_TYPE.FOOD_DELIVERY:
      return 'delivery';
    default:
      return 'chef';
  }
}

const ASSIGNED_LABEL: Record<AssignedRole, string> = {
  chef: 'Chef assigned',
  decoration: 'Decorator assigned',
  photography: 'Photographer assigned',
  catering: 'Catering team assigned',
  delivery: 'Delivery partner assigned',
};

/** "Chef assigned", per service: what the order page says once the provider accepted. */
export function assignedLabel(orderType: number): string {
  return ASSIGNED_LABEL[assignedRole(orderType)];
}
