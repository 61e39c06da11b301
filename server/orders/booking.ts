import { createHash } from 'node:crypto';
import { addMinutes } from 'date-fns';
import type { Attribution } from '../../lib/contracts/orders';
import { CHEF_SLOTS, findSlot, isChefSlotBookable, isWithinBookingHorizon, MAX_BOOKING_DAYS_AHEAD, type Slot } from '../../lib/booking';
import { MIN_BOOKING_LEAD_HOURS, ORDER_STATUS, type OrderType } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { CANCELLATION_POLICY } from '../../lib/orders';
import type { Bill } from '../../lib/pricing';
import type { NewOrder } from '../db/schema';
import { getConfig } from '../config';
import { HttpError } from '../http/errors';
import type { OrderPlacement } from './repository';
import type { ServedAddress } from '../cities';

/**
 * Rules every order type checks before booking: a known slot, a valid and bookable date, and the
 * total the page showed (the server always prices an order itself).
 */

/**
 * What each order type's create function takes: the customer, the parsed body, the `Idempotency-Key`,
 * the clock (default now) and the hourly order limit (default `ORDER_MAX_PER_CUSTOMER_HOUR`).
 */
export interface BookingRequest<I> {
  userId: string;
  input: I;
  idempotencyKey?: string;
  now?: Date;
  maxOrdersPerHour?: number;
}

/**
 * The clock and the hourly limit of a booking request, defaults filled in; a customer's booking holds a free
 * provider's time ("Order creation re-checks under a lock", spec "Slots that someone can serve").
 */
export function placementOf({ now = new Date(), maxOrdersPerHour }: BookingRequest<unknown>): OrderPlacement {
  return { now, maxOrdersPerHour: maxOrdersPerHour ?? getConfig().ORDER_MAX_PER_CUSTOMER_HOUR, holdsProvider: true };
}

/** What the customer reads when a rule refuses a field: the message, and the short text on the field. */
export interface Refusal {
  message: string;
  field: string;
}

/** The slot with this id. @throws HttpError 400 on `slotId` with `refusal` when it is not one of `slots`. */
export function requireSlot(slots: readonly Slot[], slotId: string, refusal: Refusal): Slot {
  const slot = findSlot(slots, slotId);
  if (!slot) throw new HttpError(400, refusal.message, { errors: [{ path: 'slotId', message: refusal.field }] });
  return slot;
}

/**
 * The one date check of every order type (chef, decoration, and food or photography when they come):
 * the date is a real IST date, within the booking horizon (MAX_BOOKING_DAYS_AHEAD, 90 days),
 * and allowed by the type's own rule of lib/booking (`isBookable`, e.g. the lead time; such rules throw
 * RangeError for a malformed date).
 * @throws HttpError 400 on `eventDate`: "Please choose a valid date", the horizon's refusal, or
 *   `refusal` when the type's rule says no.
 */
export function requireBookableDate({
  eventDate,
  now,
  isBookable,
  refusal,
}: {
  eventDate: string;
  now: Date;
  isBookable: () => boolean;
  refusal: Refusal;
}): void {
  let withinHorizon: boolean;
  let bookable: boolean;
  try {
    withinHorizon = isWithinBookingHorizon(eventDate, now);
    bookable = isBookable();
  } catch {
    throw new HttpError(400, 'Please choose a valid date', { errors: [{ path: 'eventDate', message: 'Invalid date' }] });
  }
  if (!withinHorizon) {
    throw new HttpError(400, `Bookings open up to ${MAX_BOOKING_DAYS_AHEAD} days ahead. Please choose an earlier date.`, {
      errors: [{ path: 'eventDate', message: `At most ${MAX_BOOKING_DAYS_AHEAD} days ahead` }],
    });
  }
  if (!bookable) throw new HttpError(400, refusal.message, { errors: [{ path: 'eventDate', message: refusal.field }] });
}

/**
 * The arrival slot of a chef or photography booking: one of the 15 one-hour slots from
 * 07:00 to 22:00 (IST), starting at least MIN_BOOKING_LEAD_HOURS (24) hours after `now`, within the horizon.
 * @throws HttpError 400 on `slotId` (unknown slot) or `eventDate` (invalid, too soon, beyond 90 days).
 */
export function requireArrivalSlot(input: { eventDate: string; slotId: string }, now: Date): Slot {
  const slot = requireSlot(CHEF_SLOTS, input.slotId, { message: 'Please choose an arrival time', field: 'Unknown arrival slot' });
  requireBookableDate({
    eventDate: input.eventDate,
    now,
    isBookable: () => isChefSlotBookable(input.eventDate, slot, now),
    refusal: {
      message: `Orders can be booked at least ${MIN_BOOKING_LEAD_HOURS} hours in advance. Please choose a later date or time.`,
      field: `At least ${MIN_BOOKING_LEAD_HOURS} hours from now`,
    },
  });
  return slot;
}

/** @throws HttpError 409 when the server's total differs from the one the page showed (prices changed meanwhile). */
export function requireExpectedTotal(total: number, expectedTotal: number): void {
  if (total !== expectedTotal) {
    throw new HttpError(409, `The price has changed: your total is now ${formatRupees(total)}. Please review and confirm again.`);
  }
}

/** `value` with the keys of every object sorted, so that equal requests serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Fingerprint of a booking request, stored with its `Idempotency-Key` (as Stripe does): sha256
 * (64 hex digits) of the parsed body (after trimming and defaults) serialised with sorted keys. Two
 * requests that mean the same have the same fingerprint; a reused key with another fingerprint is a 422.
 */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)) ?? '')
    .digest('hex');
}

/**
 * The columns every new order has, whatever its type: awaiting payment of its advance (it holds a
 * provider's time for PAYMENT_HOLD_MINUTES and is booked once the payment is seen), date and slot, the served
 * address, the server's bill (whole rupees), the note, the cancellation policy, the campaign and the
 * idempotency key with the fingerprint of `input` (the whole parsed request body, see requestFingerprint).
 * Each order type adds its people, items and requirements.
 */
export function bookedOrderValues({
  userId,
  orderType,
  input,
  slot,
  address,
  bill,
  idempotencyKey,
  now,
}: {
  userId: string;
  orderType: OrderType;
  input: { eventDate: string; note?: string; attribution: Attribution; eventId?: string; business?: { name: string; gstin: string } };
  slot: Slot;
  address: ServedAddress;
  bill: Pick<Bill, 'lines' | 'total' | 'advance' | 'balance'>;
  idempotencyKey?: string;
  now: Date;
}) {
  return {
    userId,
    orderType,
    status: ORDER_STATUS.AWAITING_PAYMENT,
    paymentStatus: 'awaiting_payment',
    holdExpiresAt: addMinutes(now, getConfig().PAYMENT_HOLD_MINUTES),
    eventDate: input.eventDate,
    slot: slot.id,
    address: { ...address },
    bill: { lines: bill.lines },
    total: bill.total,
    advance: bill.advance,
    balance: bill.balance,
    note: input.note,
    cancellationPolicy: CANCELLATION_POLICY,
    source: input.attribution.source,
    attribution: input.attribution.utm,
    idempotencyKey,
    requestFingerprint: idempotencyKey ? requestFingerprint(input) : null,
    // checked against the event's hosts and date before the order's type rules (placement.ts)
    eventId: input.eventId ?? null,
    // the contract trimmed and upper-cased the GSTIN and checked its check character
    businessName: input.business?.name ?? null,
    businessGstin: input.business?.gstin ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<NewOrder>;
}
