import type { ChefOrderAdd, DecorationOrderAdd, FoodOrderAdd, OrderDetails, PhotographyOrderAdd } from '../../lib/contracts/orders';
import { ORDER_TYPE } from '../../lib/constants';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { placementOf, requestFingerprint, type BookingRequest } from './booking';
import { createChefOrder } from './chef';
import { createDecorationOrder } from './decoration';
import { createFoodOrder } from './food';
import { createPhotographyOrder } from './photography';
import { requireEventForBooking } from './eventPlan';
import { saveBookedAddress, saveCityIfUnset } from '../users';
import { findOrderByIdempotencyKey, type PlacedOrder } from './repository';
import { findServedArea } from '../cities';
import { toOrderDetails } from './views';

/** A parsed POST /api/order/add body: a chef, decoration, food delivery, live buffet or photography order. */
export type OrderAdd = ChefOrderAdd | DecorationOrderAdd | FoodOrderAdd | PhotographyOrderAdd;

/** Work done once an order is committed (e.g. a confirmation message); its failure never unbooks the order. */
export interface AfterBooking {
  onBooked?: (order: Order) => Promise<void>;
  /**
   * The customer's saved city as the caller already read it (`users.city`): when it is null, the booking's city
   * becomes their saved city. Left out, nothing is saved (and no statement is spent on it).
   */
  savedCity?: string | null;
}

/** What POST /api/order/add answers: the order's details and whether this request created it. */
export interface PlacedOrderAnswer {
  created: boolean;
  details: OrderDetails;
}

/**
 * Books an order of any type for POST /api/order/add (an order committed to the database is
 * never answered as a failure).
 * - A key the customer already used answers that order (or 422 when it came with another request), whatever
 *   the rules that depend on the clock or on prices say now, so a late retry still finds it. The
 *   key is looked up inside the booking transaction (one statement with the hour's count), and again here
 *   only when a rule refuses the request, instead of one more round trip before every booking.
 * - Otherwise the type's create function checks its rules and commits the order with its history; the
 *   answer is built from what that transaction returned, with no read after the commit.
 * - With `saveAddress`, the booking's address is added to the customer's address book after the commit
 *   (the order keeps its own snapshot; a full book or a failure never fails the booking).
 * - With `savedCity: null` (the customer has none), the booking's city becomes their saved city.
 * - `onBooked` runs after the commit; its failure is logged and the order is answered all the same (a
 *   retry with the same `Idempotency-Key` returns it too).
 * - The booking holds a free provider's time for its job until its hold ends (server/capacity, under each
 *   provider's lock and the exclusion constraint); nobody free is the 409 "This slot was just booked." with the
 *   next free slots in `details.nextFreeSlots`, before any payment.
 * @throws HttpError 400/409 for the type's rules, 409 for a slot taken meanwhile, 422 for a key reused with
 *   another request, 429 beyond the hourly limit: all before anything is committed.
 */
export async function placeOrder(
  db: Db,
  request: BookingRequest<OrderAdd>,
  { onBooked, savedCity }: AfterBooking = {},
): Promise<PlacedOrderAnswer> {
  const { userId, input, idempotencyKey } = request;
  const { now } = placementOf(request);
  let placed: PlacedOrder;
  try {
    // an order booked for an invite event: its host or co-host, on its date (403/404/400)
    if (input.eventId) await requireEventForBooking(db, { eventId: input.eventId, userId, eventDate: input.eventDate });
    placed = await createOrderOfType(db, { ...request, now }, input);
  } catch (error) {
    // a rule refused it: a request the customer already booked with this key still gets its order (or 422)
    const retried =
      idempotencyKey && isRuleRefusal(error)
        ? await findOrderByIdempotencyKey(db, { userId, idempotencyKey, fingerprint: requestFingerprint(input) })
        : null;
    if (!retried) throw error;
    placed = retried;
  }
  // committed from here on: nothing below may turn the answer into a failure
  if (placed.created && input.saveAddress) {
    // "save this address" copies it into the book; the order keeps its own copy either way
    try {
      await saveBookedAddress(db, userId, input.address, now);
    } catch (error) {
      logger.error({ err: error, orderId: placed.order.id }, 'the address of a booking could not be saved to the address book');
    }
  }
  if (placed.created && savedCity === null) {
    // the first booking's city becomes the customer's saved city (a saved one is never replaced)
    try {
      await saveCityIfUnset(db, userId, findServedArea(input.address.pincode)?.citySlug ?? null, now);
    } catch (error) {
      logger.error({ err: error, orderId: placed.order.id }, "the city of a booking could not be saved as the customer's city");
    }
  }
  if (placed.created && onBooked) {
    try {
      await onBooked(placed.order);
    } catch (error) {
      logger.error({ err: error, orderId: placed.order.id }, 'a step after booking failed; the order is booked and answered as such');
    }
  }
  return { created: placed.created, details: toOrderDetails(placed.order, placed.history, now) };
}

/** A refusal by a booking rule (400 or 409: date, slot, prices, catalogue), not the key's 422 or the limit's 429. */
function isRuleRefusal(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 400 || error.status === 409);
}

/** The create function of the order's type. */
function createOrderOfType(db: Db, request: BookingRequest<OrderAdd>, input: OrderAdd): Promise<PlacedOrder> {
  switch (input.orderType) {
    case ORDER_TYPE.DECORATION:
      return createDecorationOrder(db, { ...request, input });
    case ORDER_TYPE.CHEF:
      return createChefOrder(db, { ...request, input });
    case ORDER_TYPE.PHOTOGRAPHY:
      return createPhotographyOrder(db, { ...request, input });
    default:
      return createFoodOrder(db, { ...request, input });
  }
}
