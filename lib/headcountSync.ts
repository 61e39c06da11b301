/**
 * Syncing an order's guests to its invite: the rules and the money, in pure code for the sync route
 * (`POST /api/order/{orderId}/sync-headcount`, server/orders/headcountSync.ts) and the order page's confirmation.
 * - The bill is recomputed with the booking's own pricing functions (lib/pricing `chefBill`, `foodBill`).
 * - Until 48 hours before the slot; a change above 30% of the booked guests goes to support instead.
 * - The difference is settled at once: a higher total is charged as a top-up (the balance stays as it was), a
 *   lower one refunded from what was paid (what cannot be refunded comes off the balance).
 */
import { differenceInMinutes } from 'date-fns';
import { FOOD_ORDER_TYPE, type FoodService } from './booking';
import { ORDER_TYPE } from './constants';
import { chefBill, FOOD_GUEST_RANGE, foodBill, MAX_PEOPLE, MIN_PEOPLE, type Bill, type FoodExtras, type FoodPricedDish } from './pricing';

/** Guests may be synced until this many hours before the slot. */
export const HEADCOUNT_SYNC_CLOSES_HOURS = 48;
/** A change of more than this share of the booked guests goes to support. */
export const HEADCOUNT_SYNC_MAX_CHANGE_PERCENT = 30;

/** What a sync prices from: the service and what the booking fixed (dish rates, or the food menu and extras). */
export type SyncPricing =
  | { orderType: typeof ORDER_TYPE.CHEF; dishRates: readonly number[] }
  | { orderType: (typeof FOOD_ORDER_TYPE)[FoodService]; dishes: readonly FoodPricedDish[]; extras: FoodExtras };

/** The guest range of a service that can be synced (chef 1-35, delivery 10-100, buffet 20-100). */
export function syncGuestRange(orderType: SyncPricing['orderType']): { min: number; max: number } {
  if (orderType === ORDER_TYPE.CHEF) return { min: MIN_PEOPLE, max: MAX_PEOPLE };
  return FOOD_GUEST_RANGE[orderType === FOOD_ORDER_TYPE.buffet ? 'buffet' : 'delivery'];
}

/**
 * The order's bill for `guests`, from the same pricing function its booking used. `meetsMinimum` as the booking
 * checks it (chef ₹700, food ₹3,000 of food).
 * @throws RangeError (from the pricing functions) for guests outside the service's range or a malformed menu.
 */
export function resyncBill(pricing: SyncPricing, guests: number): Bill {
  if (pricing.orderType === ORDER_TYPE.CHEF) return chefBill({ dishRates: pricing.dishRates, people: guests });
  const service: FoodService = pricing.orderType === FOOD_ORDER_TYPE.buffet ? 'buffet' : 'delivery';
  return foodBill({ service, dishes: pricing.dishes, guests, extras: pricing.extras });
}

/** Why a sync is refused (each a 400 of the route; `too_large` also opens a support request). */
export interface SyncRefusal {
  reason: 'too_late' | 'unchanged' | 'out_of_range' | 'too_large';
  message: string;
}

/**
 * Whether the guests of an order booked for `booked` guests may be synced to `guests` at `now`, or
 * why not, in this order: inside 48 hours of the slot, no change, outside the service's range, a change above 30%.
 * A change of exactly 30% is allowed.
 */
export function headcountSyncRefusal({
  startsAt,
  now,
  booked,
  guests,
  range,
}: {
  startsAt: Date;
  now: Date;
  booked: number;
  guests: number;
  range: { min: number; max: number };
}): SyncRefusal | null {
  if (differenceInMinutes(startsAt, now) < HEADCOUNT_SYNC_CLOSES_HOURS * 60) {
    return {
      reason: 'too_late',
      message: `Guests can be changed until ${HEADCOUNT_SYNC_CLOSES_HOURS} hours before the slot. Please chat with us for a change now.`,
    };
  }
  if (guests === booked) return { reason: 'unchanged', message: `This order is already for ${guests} guests.` };
  if (!Number.isInteger(guests) || guests < range.min || guests > range.max) {
    return { reason: 'out_of_range', message: `This service is for ${range.min} to ${range.max} guests.` };
  }
  if (Math.abs(guests - booked) * 100 > HEADCOUNT_SYNC_MAX_CHANGE_PERCENT * booked) {
    return {
      reason: 'too_large',
      message: `A change of more than ${HEADCOUNT_SYNC_MAX_CHANGE_PERCENT}% of your guests needs our team: we have opened a support request and will help you shortly.`,
    };
  }
  return null;
}

/** How a sync settles the difference (whole rupees). */
export interface SyncSettlement {
  /** New total minus old total. */
  difference: number;
  /** Charged now as a top-up payment (0 when the total does not rise). */
  topUp: number;
  /** Refunded now (0 when the total does not fall). */
  refund: number;
  /** The order's advance after the sync: what is settled before the service. */
  advance: number;
  /** The order's balance after the sync: new total minus the advance. */
  balance: number;
}

/**
 * The money of a sync from `oldTotal` to `newTotal` ("the difference is charged as a top-up payment or
 * refunded at once"). A rise is charged in full as a top-up and joins the advance, so the balance the customer
 * expects to pay later does not move. A fall is refunded from what was paid and not yet refunded; whatever that
 * cannot cover comes off the balance; the refund is taken first out of a balance paid online, then out of the advance.
 * @throws RangeError for an amount that is negative or not whole rupees.
 */
export function headcountSyncSettlement({
  oldTotal,
  newTotal,
  advance,
  paid,
  refunded,
}: {
  oldTotal: number;
  newTotal: number;
  advance: number;
  paid: number;
  refunded: number;
}): SyncSettlement {
  for (const [name, value] of Object.entries({ oldTotal, newTotal, advance, paid, refunded })) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative whole number of rupees, got ${value}`);
  }
  const difference = newTotal - oldTotal;
  const topUp = Math.max(0, difference);
  const held = Math.max(0, paid - refunded);
  const refund = difference < 0 ? Math.min(-difference, held) : 0;
  // a refund comes first out of a balance paid online, then out of the advance
  const fromAdvance = Math.max(0, refund - Math.max(0, held - advance));
  const newAdvance = Math.max(0, advance + topUp - fromAdvance);
  return { difference, topUp, refund, advance: newAdvance, balance: newTotal - newAdvance };
}
