/**
 * An order's provider time, as checkout and payments take it (spec "Holds"): order creation holds a free provider
 * for its job, a new payment attempt of the advance renews the hold or takes it again, and the verified advance
 * turns it into the provider's job. When nobody is free the customer hears "This slot was just booked." with the
 * next free slots, always before any payment. Built on ./holds.ts; the order is read from its row.
 */
import { addMinutes } from 'date-fns';
import { orderJobSpan, serviceKeyOfOrderType } from '../../lib/capacity';
import { SLOT_TAKEN_MESSAGE, type SlotTakenDetails } from '../../lib/contracts/availability';
import type { JobWindow } from '../../lib/providers';
import type { ServiceKey } from '../../lib/services';
import type { Order, ProviderBooking } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { bookingOf, confirmBooking, extendHold, holdProvider } from './holds';
import { nextFreeSlots } from './slots';

/** What taking an order's time reads of the order (its row). */
export type TimedOrder = Pick<Order, 'id' | 'userId' | 'orderType' | 'eventDate' | 'slot' | 'details' | 'items' | 'address'>;

/** How many next free slots the slot-taken 409 offers. */
export const NEXT_FREE_SLOTS_OFFERED = 5;

/** The order's job as capacity takes it: its service, pincode and the job itself; null for a type not sold online. */
function jobOf(order: TimedOrder): { service: ServiceKey; pincode: string; span: JobWindow } | null {
  const service = serviceKeyOfOrderType(order.orderType);
  const pincode = (order.address as { pincode?: unknown }).pincode;
  if (!service || typeof pincode !== 'string') return null;
  return { service, pincode, span: orderJobSpan(order) };
}

/**
 * Holds the best free provider's time for the order until `expiresAt` (at most PAYMENT_HOLD_MINUTES from `now`),
 * replacing a booking it had (a lapsed hold). Call inside the transaction that creates or pays the order.
 * @returns the held provider's id, or null when nobody is free for its job (answer `slotTakenError`).
 */
export async function holdOrderTime(tx: Db, order: TimedOrder, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<string | null> {
  const job = jobOf(order);
  if (!job) return null;
  return holdProvider(tx, {
    orderId: order.id,
    service: job.service,
    pincode: job.pincode,
    span: job.span,
    jobDate: order.eventDate,
    customerId: order.userId,
    now,
    expiresAt,
  });
}

/**
 * Keeps the order's provider time until `expiresAt` for a new payment attempt of its advance: a live hold is
 * extended; a lapsed one (or none) is taken again from the providers free now; a job stays as it is.
 * @returns false when nobody is free for its job any more (answer `slotTakenError` before the gateway is called).
 */
export async function keepOrderHold(tx: Db, order: TimedOrder, { now, expiresAt }: { now: Date; expiresAt: Date }): Promise<boolean> {
  const booking = await bookingOf(tx, order.id);
  if (booking?.kind === 'job') return true;
  // a hold past its expiry may already be another customer's time: only a live one is extended
  if (booking && booking.expiresAt && booking.expiresAt > now && (await extendHold(tx, order.id, expiresAt, now))) return true;
  return (await holdOrderTime(tx, order, { now, expiresAt })) !== null;
}

/**
 * Turns the order's time into its provider's job once its advance is verified: its hold becomes the job (even a
 * lapsed one nobody took meanwhile); when the hold is gone, any provider free now gets the job.
 * @returns the job, or null when nobody is free (the order stays booked: the money is never refused after capture,
 *   and assignment sends it to operations).
 */
export async function bookOrderTime(tx: Db, order: TimedOrder, now: Date): Promise<ProviderBooking | null> {
  const job = await confirmBooking(tx, order.id, now);
  if (job) return job;
  // held for an instant and confirmed in the same transaction: nobody else ever sees it as a hold
  if (!(await holdOrderTime(tx, order, { now, expiresAt: addMinutes(now, 1) }))) return null;
  return confirmBooking(tx, order.id, now);
}

/**
 * The 409 "This slot was just booked." of an order whose job nobody is free for, carrying the next free slots of
 * the same service at the same pincode from the order's date on (`details.nextFreeSlots`, lib/contracts/availability).
 * Read outside the refused transaction.
 */
export async function slotTakenError(db: Db, order: TimedOrder, now: Date): Promise<HttpError> {
  const job = jobOf(order);
  const details: SlotTakenDetails = {
    nextFreeSlots: job
      ? await nextFreeSlots(db, {
          service: job.service,
          pincode: job.pincode,
          fromDate: order.eventDate,
          now,
          limit: NEXT_FREE_SLOTS_OFFERED,
          ...jobLength(order, job.service),
        })
      : [],
  };
  return new HttpError(409, SLOT_TAKEN_MESSAGE, { fields: { details } });
}

/** What sets the job's length for the next free slots: a chef's dishes, a photographer's hours. */
function jobLength(order: TimedOrder, service: ServiceKey): { dishes?: number; hours?: number } {
  if (service === 'chef') return { dishes: Array.isArray(order.items) ? order.items.length : undefined };
  if (service === 'photography') {
    const details = (order.details ?? {}) as { hours?: unknown; extraHours?: unknown };
    const hours =
      (typeof details.hours === 'number' ? details.hours : 0) + (typeof details.extraHours === 'number' ? details.extraHours : 0);
    return hours > 0 ? { hours } : {};
  }
  return {};
}
