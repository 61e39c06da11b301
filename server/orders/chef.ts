import type { ChefRequirements } from '../../lib/contracts/catalog';
import type { ChefOrderAdd } from '../../lib/contracts/orders';
import { ORDER_TYPE } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { chefBill, CHEF_SERVICE_HOURS, formatQuantity, gasBurnersNeeded, MIN_ORDER_TOTAL, scaleIngredients } from '../../lib/pricing';
import { findDishesForOrder, type DishForOrder } from '../catalog';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { bookedOrderValues, placementOf, requireArrivalSlot, requireExpectedTotal, type BookingRequest } from './booking';
import { insertOrderOnce, type PlacedOrder } from './repository';
import { resolveAddress } from '../cities';

/** The order line of a booked dish, as `orders.items` stores it (spec field names `dish_rate`, `is_dish`; rate in rupees per person). */
export function chefDishItem(dish: Pick<DishForOrder, 'id' | 'name' | 'dishRate' | 'isDish' | 'needsGasBurner'>) {
  return { _id: dish.id, name: dish.name, dish_rate: dish.dishRate, is_dish: dish.isDish, needsGasBurner: dish.needsGasBurner };
}

/** Requirements of a set of dishes for a number of people (appliances, gas burners, scaled ingredients). */
export function chefRequirements(dishes: readonly DishForOrder[], people: number): ChefRequirements {
  const appliances = [...new Set(dishes.flatMap((d) => d.appliances.map((a) => a.name)))].sort((a, b) => a.localeCompare(b, 'en'));
  const totals = scaleIngredients(
    dishes.map((d) => d.ingredients),
    people,
  );
  return {
    appliances,
    gasBurners: gasBurnersNeeded(dishes.filter((d) => d.needsGasBurner).length),
    ingredients: totals.map((t) => ({ ...t, display: formatQuantity(t.quantity, t.unit) })),
    chefHours: CHEF_SERVICE_HOURS,
  };
}

/**
 * Creates a chef order: the server recomputes the bill from the dish ids and people, refuses a
 * total that differs from the one the page showed (409), dates inside 24 hours (400), unserved pincodes
 * (400), dates beyond the 90-day horizon (400) and totals under ₹700 (400). Idempotent per user and
 * `Idempotency-Key` (422 for a key reused with another request); at most `maxOrdersPerHour` a customer (429).
 * @returns the order, its history and whether this call created it.
 */
export async function createChefOrder(db: Db, request: BookingRequest<ChefOrderAdd>): Promise<PlacedOrder> {
  const { userId, input, idempotencyKey } = request;
  const placement = placementOf(request);
  const { now } = placement;
  const slot = requireArrivalSlot(input, now);
  const address = resolveAddress(input.address);
  const dishes = await findDishesForOrder(db, input.dishIds);
  if (dishes.length !== new Set(input.dishIds).size) {
    throw new HttpError(400, 'Some dishes are no longer available. Please review your selection.', {
      errors: [{ path: 'dishIds', message: 'Unknown or unavailable dish' }],
    });
  }
  const bill = chefBill({ dishRates: dishes.map((d) => d.dishRate), people: input.people });
  if (!bill.meetsMinimum) {
    throw new HttpError(400, `Total Order amount can not be less than ${formatRupees(MIN_ORDER_TOTAL)}`);
  }
  requireExpectedTotal(bill.total, input.expectedTotal);
  return insertOrderOnce(
    db,
    {
      ...bookedOrderValues({ userId, orderType: ORDER_TYPE.CHEF, input, slot, address, bill, idempotencyKey, now }),
      peopleCount: input.people,
      items: dishes.map(chefDishItem),
      requirements: { ...chefRequirements(dishes, input.people) },
    },
    placement,
  );
}
