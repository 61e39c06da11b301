import type { Attribution } from '../../lib/contracts/orders';
import { findSlot, type Slot } from '../../lib/booking';
import { ORDER_STATUS, type OrderType } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { CANCELLATION_POLICY } from '../../lib/orders';
import type { Bill } from '../../lib/pricing';
import type { NewOrder } from '../db/schema';
import { HttpError } from '../http/errors';
import type { ServedAddress } from './serviceability';

/**
 * Rules every order type checks before booking: a known slot, a valid and bookable date, and the
 * total the page showed (the server always prices an order itself).
 */

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
 * Checks a date with a booking rule of lib/booking (which throws RangeError for a malformed date).
 * @throws HttpError 400 on `eventDate`: "Please choose a valid date", or `refusal` when the rule says no.
 */
export function requireBookableDate(isBookable: () => boolean, refusal: Refusal): void {
  let bookable: boolean;
  try {
    bookable = isBookable();
  } catch {
    throw new HttpError(400, 'Please choose a valid date', { errors: [{ path: 'eventDate', message: 'Invalid date' }] });
  }
  if (!bookable) throw new HttpError(400, refusal.message, { errors: [{ path: 'eventDate', message: refusal.field }] });
}

/** @throws HttpError 409 when the server's total differs from the one the page showed (prices changed meanwhile). */
export function requireExpectedTotal(total: number, expectedTotal: number): void {
  if (total !== expectedTotal) {
    throw new HttpError(409, `The price has changed: your total is now ${formatRupees(total)}. Please review and confirm again.`);
  }
}

/**
 * The columns every newly booked order has, whatever its type: booked status, date and slot, the served
 * address, the server's bill (whole rupees), the note, the cancellation policy, the campaign and the
 * idempotency key. Each order type adds its people, items and requirements.
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
  input: { eventDate: string; note?: string; attribution: Attribution };
  slot: Slot;
  address: ServedAddress;
  bill: Pick<Bill, 'lines' | 'total' | 'advance' | 'balance'>;
  idempotencyKey?: string;
  now: Date;
}) {
  return {
    userId,
    orderType,
    status: ORDER_STATUS.BOOKED,
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
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<NewOrder>;
}
