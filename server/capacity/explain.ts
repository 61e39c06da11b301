/**
 * Why a provider can or cannot take an order's job, in words operations read: the same rules as `freeProviders`
 * (lib/capacity), one answer per provider, so that the console's assign list greys out those who cannot and the
 * assignment's 409 names the reason (a busy provider names the clashing order).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { busySpan, hoursCover, jobOfBusySpan, orderJobSpan, serviceKeyOfOrderType, timeOffTouches } from '../../lib/capacity';
import { windowsOverlap, type JobWindow } from '../../lib/providers';
import { orders, providerBookings } from '../db/schema';
import type { Db } from '../db/types';
import { pincodeCity } from './free';
import { orderForBooking } from './orders';
import { candidateRows } from './repository';

/** Why a provider cannot take a job: the rule that refuses them, and for `busy` the order keeping them. */
export type UnfitReason =
  | { kind: 'not_serving' }
  | { kind: 'no_hours' }
  | { kind: 'outside_hours' }
  | { kind: 'time_off' }
  /** `span`: the clashing job itself, without its travel buffer. */
  | { kind: 'busy'; orderNumber: string; span: JobWindow }
  | { kind: 'day_full'; maxJobsPerDay: number };

/** One provider's answer: free for the job, or the first rule that refuses them. */
export interface ProviderFit {
  providerId: string;
  reason: UnfitReason | null;
}

/** The words of a reason, as the console shows it beside a greyed provider. */
export function unfitLabel(reason: UnfitReason): string {
  switch (reason.kind) {
    case 'not_serving':
      return 'Does not offer this service here';
    case 'no_hours':
      return 'No working hours set';
    case 'outside_hours':
      return 'Not working at this time';
    case 'time_off':
      return 'On time off';
    case 'busy':
      return `Busy with order ${reason.orderNumber}`;
    case 'day_full':
      return `Already has ${reason.maxJobsPerDay} jobs that day`;
  }
}

/**
 * Whether each of `providerIds` could take order `orderId`'s job at `now` (its own booking left out, so its
 * current provider reads as free): active, offering the service, serving the pincode, working hours covering the
 * job, no time off, no live booking overlapping its busy span (job plus travel), under their jobs a day. The first
 * rule that fails is the reason; a provider who is inactive, unknown or not serving reads `not_serving`.
 * @returns one answer per provider, in the order given; every one `not_serving` for an unknown order or one
 *   without a pincode or a service we book.
 */
export async function providerFit(db: Db, { orderId, providerIds, now }: { orderId: string; providerIds: readonly string[]; now: Date }) {
  const order = await orderForBooking(db, orderId);
  const service = order ? serviceKeyOfOrderType(order.orderType) : null;
  const notServing = (providerId: string): ProviderFit => ({ providerId, reason: { kind: 'not_serving' } });
  if (!order || !service || !order.pincode || providerIds.length === 0) return providerIds.map(notServing);
  const job = orderJobSpan(order);
  const busy = busySpan(service, job);
  const candidates = new Map(
    (await candidateRows(db, { service, pincode: order.pincode, citySlug: pincodeCity(order.pincode), providerIds })).map((row) => [
      row.providerId,
      row,
    ]),
  );
  const ids = [...candidates.keys()];
  const bookings =
    ids.length === 0
      ? []
      : await db
          .select({
            providerId: providerBookings.providerId,
            startsAt: providerBookings.startsAt,
            endsAt: providerBookings.endsAt,
            jobDate: providerBookings.jobDate,
            orderNumber: orders.orderNumber,
            orderType: orders.orderType,
          })
          .from(providerBookings)
          .innerJoin(orders, eq(orders.id, providerBookings.orderId))
          .where(
            and(
              inArray(providerBookings.providerId, ids),
              sql`${providerBookings.orderId} <> ${orderId}`,
              sql`(${providerBookings.kind} = 'job' or ${providerBookings.expiresAt} > ${now})`,
              sql`(${providerBookings.jobDate} = ${order.eventDate} or (${providerBookings.startsAt} < ${busy.end} and ${providerBookings.endsAt} > ${busy.start}))`,
            ),
          );
  return providerIds.map((providerId): ProviderFit => {
    const candidate = candidates.get(providerId);
    if (!candidate) return notServing(providerId);
    if (!candidate.weekly || candidate.weekly.length === 0 || candidate.maxJobsPerDay === null)
      return { providerId, reason: { kind: 'no_hours' } };
    if (!hoursCover(candidate.weekly, job)) return { providerId, reason: { kind: 'outside_hours' } };
    if (timeOffTouches(candidate.timeOff ?? [], job)) return { providerId, reason: { kind: 'time_off' } };
    const theirs = bookings.filter((booking) => booking.providerId === providerId);
    const clash = theirs
      .filter((booking) => windowsOverlap(busy, { start: booking.startsAt, end: booking.endsAt }))
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (clash) {
      // the clashing job itself, as operations know it (its travel buffer left out)
      const clashService = serviceKeyOfOrderType(clash.orderType);
      const span = { start: clash.startsAt, end: clash.endsAt };
      return {
        providerId,
        reason: { kind: 'busy', orderNumber: clash.orderNumber, span: clashService ? jobOfBusySpan(clashService, span) : span },
      };
    }
    const sameDay = theirs.filter((booking) => booking.jobDate === order.eventDate).length;
    if (sameDay >= candidate.maxJobsPerDay) return { providerId, reason: { kind: 'day_full', maxJobsPerDay: candidate.maxJobsPerDay } };
    return { providerId, reason: null };
  });
}
