/**
 * Holds and jobs: the bookings that keep a provider's time for an order. A checkout holds the best free provider
 * until the payment is verified or the hold expires (at most PAYMENT_HOLD_MINUTES); the verified payment turns it
 * into the provider's job. One provider's bookings never overlap: the database's exclusion constraint decides a
 * race (the insert that loses does nothing), and the jobs-a-day count is read and written under a per-provider
 * transaction lock. Every path that takes a provider's time first deletes that provider's expired holds in the same
 * transaction, so an expired hold never blocks anyone. All functions here take a transaction (`tx`).
 */
import { busySpan, orderJobSpan, serviceKeyOfOrderType } from '../../lib/capacity';
import type { JobWindow } from '../../lib/providers';
import type { ServiceKey } from '../../lib/services';
import type { ProviderBooking } from '../db/schema';
import type { Db } from '../db/types';
import { clearConflict } from './conflicts';
import { freeProviders } from './free';
import { orderForBooking } from './orders';
import {
  countDayBookings,
  deleteAllExpiredHolds,
  deleteBooking,
  deleteExpiredHoldsOf,
  findAvailability,
  findBooking,
  holdToJob,
  insertBooking,
  lockProviderTime,
  setHoldExpiry,
} from './repository';

/** What `holdProvider` takes: `span` is the job itself (lib/capacity `jobSpan`/`orderJobSpan`), the travel buffer is added here. */
export interface HoldRequest {
  orderId: string;
  service: ServiceKey;
  pincode: string;
  span: JobWindow;
  /** IST date 'yyyy-MM-dd' the job starts. */
  jobDate: string;
  customerId: string;
  now: Date;
  /** When the hold lapses (at most PAYMENT_HOLD_MINUTES after `now`). */
  expiresAt: Date;
  excludeProviderIds?: readonly string[];
}

/** Thrown inside a savepoint to roll it back: the provider cannot take the booking. */
class Refused extends Error {}

/**
 * Takes `providerId`'s time for an order, under their lock: their expired holds deleted, then the jobs-a-day count
 * checked, then the insert that the exclusion constraint may refuse. All in a savepoint: a refusal rolls it back and
 * so releases the provider's lock at once, so a transaction trying provider after provider holds one lock at most
 * (two checkouts trying the same providers in another order never deadlock).
 * @returns the booking, or null when refused.
 */
async function takeTime(
  tx: Db,
  providerId: string,
  booking: { orderId: string; kind: 'hold' | 'job'; span: JobWindow; jobDate: string; expiresAt: Date | null; now: Date },
): Promise<ProviderBooking | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      await lockProviderTime(savepoint, providerId);
      await deleteExpiredHoldsOf(savepoint, providerId, booking.now);
      const availability = await findAvailability(savepoint, providerId);
      if (!availability) throw new Refused();
      const sameDay = await countDayBookings(savepoint, {
        providerId,
        jobDate: booking.jobDate,
        now: booking.now,
        exceptOrderId: booking.orderId,
      });
      if (sameDay >= availability.maxJobsPerDay) throw new Refused();
      const row = await insertBooking(savepoint, { providerId, ...booking });
      if (!row) throw new Refused();
      return row;
    });
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}

/**
 * Holds the best free provider's time for an order (lib/capacity ranking), trying the free providers in order
 * until one insert wins. An earlier booking of the same order is replaced.
 * @returns the held provider's id, or null when nobody is free (the slot was just taken: answer 409).
 */
export async function holdProvider(tx: Db, request: HoldRequest): Promise<string | null> {
  await deleteBooking(tx, request.orderId);
  const ranked = await freeProviders(tx, {
    service: request.service,
    pincode: request.pincode,
    span: request.span,
    jobDate: request.jobDate,
    customerId: request.customerId,
    now: request.now,
    excludeProviderIds: request.excludeProviderIds,
  });
  const busy = busySpan(request.service, request.span);
  for (const { providerId } of ranked) {
    const held = await takeTime(tx, providerId, {
      orderId: request.orderId,
      kind: 'hold',
      span: busy,
      jobDate: request.jobDate,
      expiresAt: request.expiresAt,
      now: request.now,
    });
    if (held) return providerId;
  }
  return null;
}

/** Moves a hold's expiry (a new payment attempt of the same order). @returns whether the order has a hold. */
export async function extendHold(tx: Db, orderId: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  return setHoldExpiry(tx, orderId, expiresAt, now);
}

/**
 * Turns the order's hold into its provider's job (the advance was verified), even past its expiry while nobody took
 * the time meanwhile. A job already is returned as is.
 * @returns the job, or null when the order holds no provider (its hold lapsed and was taken or swept).
 */
export async function confirmBooking(tx: Db, orderId: string, now = new Date()): Promise<ProviderBooking | null> {
  const job = await holdToJob(tx, orderId, now);
  if (job) return job;
  const booking = await findBooking(tx, orderId);
  return booking?.kind === 'job' ? booking : null;
}

/**
 * Gives the order's time to `providerId` instead (a decline, silence, or operations' reassignment), by the same rules
 * as a new booking: active, offers the service, serves the order's pincode, hours cover the job, no time off, no
 * overlapping booking, under their jobs a day. The booking keeps its kind (a hold keeps its expiry); an order
 * without one (booked before capacity) gets a job. The job's span is the order's own (lib/capacity `orderJobSpan`).
 * @returns true when moved; false (nothing changed) when the provider is not free or the order is unknown.
 */
export async function moveBooking(tx: Db, orderId: string, providerId: string, now: Date): Promise<boolean> {
  const order = await orderForBooking(tx, orderId);
  const service = order ? serviceKeyOfOrderType(order.orderType) : null;
  if (!order || !service || !order.pincode) return false;
  const span = orderJobSpan(order);
  const free = await freeProviders(tx, {
    service,
    pincode: order.pincode,
    span,
    jobDate: order.eventDate,
    now,
    exceptOrderId: orderId,
    providerIds: [providerId],
  });
  if (free.length === 0) return false;
  const previous = await deleteBooking(tx, orderId);
  const kind = previous?.kind === 'hold' && previous.expiresAt ? 'hold' : 'job';
  const moved = await takeTime(tx, providerId, {
    orderId,
    kind,
    span: busySpan(service, span),
    jobDate: order.eventDate,
    expiresAt: kind === 'hold' ? previous!.expiresAt : null,
    now,
  });
  if (moved) {
    // the job is someone else's now: it no longer waits for operations to reassign it
    await clearConflict(tx, orderId);
    return true;
  }
  // refused after all (a race): the order keeps what it had
  if (previous) {
    await insertBooking(tx, {
      providerId: previous.providerId,
      orderId,
      kind: previous.kind,
      span: { start: previous.startsAt, end: previous.endsAt },
      jobDate: previous.jobDate,
      expiresAt: previous.expiresAt,
      now: previous.updatedAt,
    });
  }
  return false;
}

/**
 * Frees the order's provider time (cancelled, expired, unassigned), and takes it off operations' list of jobs to
 * reassign. @returns whether it had a booking.
 */
export async function releaseBooking(tx: Db, orderId: string): Promise<boolean> {
  await clearConflict(tx, orderId);
  return (await deleteBooking(tx, orderId)) !== null;
}

/** The order's booking (a hold, possibly expired, or a job), or null. */
export async function bookingOf(tx: Db, orderId: string): Promise<ProviderBooking | null> {
  return findBooking(tx, orderId);
}

/** Deletes every hold expired at `now` (the clean-up job; takers also sweep a provider's own). @returns how many. */
export async function deleteExpiredHolds(db: Db, now: Date): Promise<number> {
  return deleteAllExpiredHolds(db, now);
}
