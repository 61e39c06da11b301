import { FOOD_INCLUSIONS } from '../../data/food/inclusions';
import { FOOD_LEAD_HOURS, FOOD_ORDER_TYPE, FOOD_SLOTS, isFoodSlotBookable, type FoodService } from '../../lib/booking';
import { PACKAGE_TYPE_OF_SERVICE } from '../../lib/contracts/food';
import type { FoodOrderAdd, FoodOrderFacts, FoodQuantity } from '../../lib/contracts/orders';
import { COMPLIMENTARY_ITEMS, foodBill, FOOD_MIN_NET, quantityTable, type FoodExtras } from '../../lib/pricing';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { findFoodDishes, isActivePackageOf, isOfferedFor, type FoodMenuDish } from '../food';
import { HttpError } from '../http/errors';
import { bookedOrderValues, placementOf, requireBookableDate, requireExpectedTotal, requireSlot, type BookingRequest } from './booking';
import { insertOrderOnce, type PlacedOrder } from './repository';
import { resolveAddress } from '../cities';

/** The minimum-order popup's text, also the API's 400 message. */
export const FOOD_MINIMUM_MESSAGE = `Total Order amount can not be less than ₹${FOOD_MIN_NET}, Add more to continue`;

/** The food service of an order type (6 delivery, 7 buffet), or null for any other type. */
export function foodServiceOf(orderType: number): FoodService | null {
  if (orderType === FOOD_ORDER_TYPE.delivery) return 'delivery';
  if (orderType === FOOD_ORDER_TYPE.buffet) return 'buffet';
  return null;
}

/** What `orders.details` holds for a food order, fixed at booking. */
export interface FoodOrderDetails {
  service: FoodService;
  packageId: string | null;
  extras: FoodExtras;
  quantities: FoodQuantity[];
}

/** The quantity of every dish for the guests, in menu order (lib/pricing.ts quantityTable). */
export function foodQuantities(dishes: readonly FoodMenuDish[], guests: number): FoodQuantity[] {
  return quantityTable(
    dishes.map((d) => ({ ...d, _id: d.id, is_dish: d.isDish })),
    guests,
  );
}

/** The food facts an order page shows, from a food order's stored details; null for other services. */
export function foodOrderFacts(order: Pick<Order, 'orderType' | 'details' | 'peopleCount'>): FoodOrderFacts | null {
  const service = foodServiceOf(order.orderType);
  const details = order.details as FoodOrderDetails | null;
  if (!service || !details) return null;
  return {
    service,
    guests: order.peopleCount ?? 0,
    packageId: details.packageId,
    extras: details.extras,
    quantities: details.quantities,
    complimentary: [...COMPLIMENTARY_ITEMS],
    inclusions: [...FOOD_INCLUSIONS[service]],
  };
}

/**
 * Creates a party food delivery (orderType 6) or live buffet (orderType 7) order. The server
 * prices it from the dish ids, guests and opt-in extras (lib/pricing.ts foodBill) and refuses: a dish that is
 * unknown, inactive or not offered for the service (400 naming it), a package of another service (400), food
 * under ₹3,000 (400 with the minimum message), a slot inside the lead time (delivery 24 h, buffet 48 h) or
 * beyond the 90-day horizon (400), an unserved pincode (400), and a total that differs from the page's (409).
 * Guest ranges, 1-15 dishes and the extras of the other service are refused by the contract (400).
 * Idempotent per user and `Idempotency-Key`; at most `maxOrdersPerHour` a customer (429).
 */
export async function createFoodOrder(db: Db, request: BookingRequest<FoodOrderAdd>): Promise<PlacedOrder> {
  const { userId, input, idempotencyKey } = request;
  const placement = placementOf(request);
  const { now } = placement;
  const service = foodServiceOf(input.orderType)!;
  const slot = requireSlot(FOOD_SLOTS, input.slotId, {
    message: service === 'delivery' ? 'Please choose a delivery time' : 'Please choose a serving time',
    field: 'Unknown time slot',
  });
  const leadHours = FOOD_LEAD_HOURS[service];
  requireBookableDate({
    eventDate: input.eventDate,
    now,
    isBookable: () => isFoodSlotBookable(service, input.eventDate, slot, now),
    refusal: {
      message: `${service === 'delivery' ? 'Food delivery' : 'A live buffet'} can be booked at least ${leadHours} hours in advance. Please choose a later date or time.`,
      field: `At least ${leadHours} hours from now`,
    },
  });
  const address = resolveAddress(input.address);
  const dishes = await findFoodDishes(db, input.dishIds);
  const found = new Set(dishes.map((d) => d.id));
  const unknown = input.dishIds.findIndex((id) => !found.has(id));
  if (unknown >= 0) {
    throw new HttpError(400, 'Some dishes are no longer available. Please review your selection.', {
      errors: [{ path: `dishIds.${unknown}`, message: 'Unknown or unavailable dish' }],
    });
  }
  const notOffered = dishes.filter((d) => !isOfferedFor(d, service));
  if (notOffered.length > 0) {
    const names = notOffered.map((d) => d.name).join(', ');
    throw new HttpError(
      400,
      `${names} ${notOffered.length === 1 ? 'is' : 'are'} not available for ${service === 'delivery' ? 'food delivery' : 'a live buffet'}.`,
      {
        errors: notOffered.map((d) => ({
          path: `dishIds.${input.dishIds.indexOf(d.id)}`,
          message: `${d.name} is not offered for this service`,
        })),
      },
    );
  }
  if (input.packageId && !(await isActivePackageOf(db, input.packageId, PACKAGE_TYPE_OF_SERVICE[service]))) {
    throw new HttpError(400, 'This package is not available for this service.', {
      errors: [{ path: 'packageId', message: 'Unknown package' }],
    });
  }
  const bill = foodBill({ service, dishes, guests: input.guests, extras: input.extras });
  if (!bill.meetsMinimum)
    throw new HttpError(400, FOOD_MINIMUM_MESSAGE, { errors: [{ path: 'dishIds', message: `Food under ₹${FOOD_MIN_NET}` }] });
  requireExpectedTotal(bill.total, input.expectedTotal);
  const details: FoodOrderDetails = {
    service,
    packageId: input.packageId ?? null,
    extras: { ...input.extras },
    quantities: foodQuantities(dishes, input.guests),
  };
  return insertOrderOnce(
    db,
    {
      ...bookedOrderValues({ userId, orderType: input.orderType, input, slot, address, bill, idempotencyKey, now }),
      peopleCount: input.guests,
      items: dishes.map((d) => ({ _id: d.id, name: d.name, slug: d.slug, is_dish: d.isDish, price: d.platePrice, image: d.image })),
      requirements: null,
      details: { ...details },
    },
    placement,
  );
}
