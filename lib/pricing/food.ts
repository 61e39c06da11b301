/**
 * Prices and quantities of party food delivery and live buffet catering. Pure code, no I/O: the
 * browser shows this bill and the server recomputes it. Money is integer rupees.
 */
import { FOOD_ORDER_TYPE, type FoodService } from '../booking';
import { type Bill, type BillLine, closeBill, plural } from './bill';
import { divideRoundHalfUp, isNonNegativeInteger, PERCENT_WHOLE, rupees } from './money';
import { formatQuantity, type IngredientUnit } from './quantities';

/** Fewest dishes on a party-food menu. */
export const FOOD_MIN_DISHES = 1;
/** Most dishes on a party-food menu (the 16th opens the "can not be more than 15" popup). */
export const FOOD_MAX_DISHES = 15;
/** Fewest guests of a food delivery. */
export const FOOD_DELIVERY_MIN_GUESTS = 10;
/** Fewest guests of a live buffet. */
export const BUFFET_MIN_GUESTS = 20;
/** Most guests bookable online; more goes to the bulk enquiry. */
export const FOOD_MAX_GUESTS = 100;
/** The guest stepper moves in fives. */
export const FOOD_GUEST_STEP = 5;
/** The guest range of each food service. */
export const FOOD_GUEST_RANGE: Readonly<Record<FoodService, { min: number; max: number }>> = {
  delivery: { min: FOOD_DELIVERY_MIN_GUESTS, max: FOOD_MAX_GUESTS },
  buffet: { min: BUFFET_MIN_GUESTS, max: FOOD_MAX_GUESTS },
};
/** Dishes of these meal groups are "qualifying": their portions shrink as more of them are chosen. */
export const QUALIFYING_MEAL_GROUPS: readonly string[] = ['main-course', 'appetizer', 'breads-rice-raita'];
/** Tawa and rumali rotis do not count as qualifying dishes (by dish slug). */
export const NON_QUALIFYING_DISHES: readonly string[] = ['tawa-roti', 'rumali-roti'];
/**
 * Quantity factor Q, in percent, by the count n of qualifying dishes (4 -> 115, 5 -> 100,
 * 6-7 -> 85, 8 -> 75, 9-10 -> 65, 11 -> 60, 12-13 -> 50, 14 -> 47, 15 -> 45); any other n -> 100.
 */
export const QUANTITY_FACTOR_PERCENT_BY_COUNT: Readonly<Record<number, number>> = {
  4: 115,
  5: 100,
  6: 85,
  7: 85,
  8: 75,
  9: 65,
  10: 65,
  11: 60,
  12: 50,
  13: 50,
  14: 47,
  15: 45,
};
/** Guest factor G, in percent: 40-59 guests pay 93% of the food. */
export const GUESTS_40_TO_59_FACTOR_PERCENT = 93;
/** Guest factor G, in percent: 60 guests and more pay 90% of the food. */
export const GUESTS_60_PLUS_FACTOR_PERCENT = 90;
/** The first guest count of the 93% band. */
export const GUEST_DISCOUNT_FROM = 40;
/** The first guest count of the 90% band. */
export const GUEST_DISCOUNT_HIGHER_FROM = 60;
/** The food (after factors) of an order is at least ₹3,000. */
export const FOOD_MIN_NET = 3000;
/** Packing of a food delivery, whole rupees. */
export const FOOD_PACKING_CHARGE = 200;
/** Delivery of food or of the buffet's equipment, whole rupees. */
export const FOOD_DELIVERY_CHARGE = 350;
/** Delivery is free when the food comes to at least ₹4,000. */
export const FREE_DELIVERY_FROM = 4000;
/** Opt-in disposable plates and water bottles of a delivery, per guest. */
export const DISPOSABLES_PER_GUEST = 20;
/** The buffet's service charge is 10% of the food ... */
export const BUFFET_SERVICE_PERCENT = 10;
/** ... plus ₹6,500 (2 chefs, 2 waiters, chafing dishes, crockery, transport, water can). */
export const BUFFET_SERVICE_FIXED = 6500;
/** Opt-in serving tables of a buffet. */
export const SERVING_TABLES_CHARGE = 1200;
/** Served free with every party-food order, at ₹0. */
export const COMPLIMENTARY_ITEMS: readonly string[] = ['Green Salad', 'Mint Chutney', 'Achar'];

/**
 * Whether a dish counts for the quantity factor: its meal group is Main course, Appetizer or
 * Breads/Rice, and it is not a tawa or rumali roti.
 */
export function isQualifyingDish({ mealGroupSlug, slug }: { mealGroupSlug: string; slug: string }): boolean {
  return QUALIFYING_MEAL_GROUPS.includes(mealGroupSlug) && !NON_QUALIFYING_DISHES.includes(slug);
}

/** Quantity factor Q in percent for `qualifyingCount` qualifying dishes (the quantity factor table; other counts 100). */
export function quantityFactorPercent(qualifyingCount: number): number {
  return QUANTITY_FACTOR_PERCENT_BY_COUNT[qualifyingCount] ?? PERCENT_WHOLE;
}

/** Guest factor G in percent: up to 39 guests 100, 40-59 93, 60 and more 90. */
export function guestFactorPercent(guests: number): number {
  if (guests >= GUEST_DISCOUNT_HIGHER_FROM) return GUESTS_60_PLUS_FACTOR_PERCENT;
  if (guests >= GUEST_DISCOUNT_FROM) return GUESTS_40_TO_59_FACTOR_PERCENT;
  return PERCENT_WHOLE;
}

/** A dish as food pricing needs it: its per-plate price (whole rupees) and whether it is qualifying. */
export interface FoodPricedDish {
  platePrice: number;
  qualifying: boolean;
}

function checkFoodDishes(dishes: readonly FoodPricedDish[]): void {
  if (dishes.length < FOOD_MIN_DISHES || dishes.length > FOOD_MAX_DISHES) {
    throw new RangeError(`a party-food menu has ${FOOD_MIN_DISHES} to ${FOOD_MAX_DISHES} dishes, got ${dishes.length}`);
  }
  for (const { platePrice } of dishes) {
    if (!Number.isInteger(platePrice) || platePrice <= 0) {
      throw new RangeError(`a plate price must be a positive whole number of rupees, got ${platePrice}`);
    }
  }
}

/** Σ price × Q over qualifying dishes + Σ price over the others, for one guest, in hundredths of a rupee. */
function plateHundredths(dishes: readonly FoodPricedDish[]): number {
  const q = quantityFactorPercent(dishes.filter((d) => d.qualifying).length);
  return dishes.reduce((sum, d) => sum + d.platePrice * (d.qualifying ? q : PERCENT_WHOLE), 0);
}

/**
 * The live price per plate of a menu, whole rupees: what one guest's food costs with the quantity
 * factor of its qualifying dishes, before the guest discount. Throws RangeError for 0 or more than 15 dishes
 * or a price that is not a positive integer.
 */
export function pricePerPlate(dishes: readonly FoodPricedDish[]): number {
  checkFoodDishes(dishes);
  return divideRoundHalfUp(plateHundredths(dishes), PERCENT_WHOLE);
}

/** A plate's price beside its dishes' own prices (whole rupees), and what makes them differ. */
export interface PlateBreakdown {
  /** `pricePerPlate`: what the customer pays a plate. */
  pricePerPlate: number;
  /** The dishes' own plate prices added up (what the menu's cards show one by one). */
  dishesTotal: number;
  /** How many of the dishes are qualifying (their portion follows their number). */
  qualifyingCount: number;
  /** Q: the portion, in percent of a single dish's, that each qualifying dish comes as on this menu (100: none). */
  portionPercent: number;
}

/**
 * Why a menu's price per plate is not the sum of its dishes' prices (the quantity factor): on a menu of many
 * starters, mains, rice and breads each comes as a smaller portion (75% with 8 of them), so a package of dishes listed
 * at ₹590 one by one costs ₹458 a plate; with 4 they come as bigger portions (115%). Whole rupees. Throws as
 * `pricePerPlate`.
 */
export function plateBreakdown(dishes: readonly FoodPricedDish[]): PlateBreakdown {
  const price = pricePerPlate(dishes);
  const qualifyingCount = dishes.filter((d) => d.qualifying).length;
  return {
    pricePerPlate: price,
    dishesTotal: dishes.reduce((sum, d) => sum + d.platePrice, 0),
    qualifyingCount,
    portionPercent: quantityFactorPercent(qualifyingCount),
  };
}

/** The opt-in extras of a food order: never ticked unless the customer ticks them. */
export interface FoodExtras {
  /** Delivery only: disposable plates and water bottles, ₹20 per guest. */
  disposables: boolean;
  /** Buffet only: serving tables, ₹1,200. */
  tables: boolean;
}

/** A food bill: the lines, total, advance (65%), balance, and the figures the rules are checked on. */
export interface FoodBill extends Bill {
  /** Σ plate price × guests, before any factor (not on the bill: customers see pricePerPlate × guests). */
  foodGross: number;
  /** The price per plate the dish screen and the package card show (`pricePerPlate`), whole rupees. */
  pricePerPlate: number;
  /** pricePerPlate × guests after the guest factor (the figure the ₹3,000 minimum is checked on). */
  foodNet: number;
  qualifyingCount: number;
  quantityFactorPercent: number;
  guestFactorPercent: number;
}

/**
 * Bill of a party food delivery or live buffet, all amounts in whole rupees, in a customer's words
 * and consistent with the price per plate the package card and the dish screen show:
 * "Food: ₹458 per plate × 40 guests" (`pricePerPlate`: the quantity factor of the qualifying dishes is already in
 * it), then "Group discount: 7% off for 40 guests or more"; foodNet = round(pricePerPlate × guests × G).
 * Delivery adds packing ₹200, delivery ₹350 (free when foodNet ≥ ₹4,000) and opt-in disposables ₹20 a
 * guest; a buffet adds round(foodNet × 10%) + ₹6,500 service, delivery ₹350 (free from ₹4,000) and opt-in
 * serving tables ₹1,200. Then total, the 65% advance and the balance. `meetsMinimum` is foodNet ≥ ₹3,000.
 * Throws RangeError for guests outside the service's range (10-100 delivery, 20-100 buffet), 0 or more
 * than 15 dishes, a plate price that is not a positive integer, or an extra of the other service.
 */
export function foodBill({
  service,
  dishes,
  guests,
  extras,
}: {
  service: FoodService;
  dishes: readonly FoodPricedDish[];
  guests: number;
  extras: FoodExtras;
}): FoodBill {
  const range = FOOD_GUEST_RANGE[service];
  if (!Number.isInteger(guests) || guests < range.min || guests > range.max) {
    throw new RangeError(`guests of a ${service} must be a whole number from ${range.min} to ${range.max}, got ${guests}`);
  }
  checkFoodDishes(dishes);
  if (service === 'delivery' && extras.tables) throw new RangeError('serving tables are a buffet extra');
  if (service === 'buffet' && extras.disposables) throw new RangeError('disposables are a delivery extra');

  const qualifyingCount = dishes.filter((d) => d.qualifying).length;
  const q = quantityFactorPercent(qualifyingCount);
  const g = guestFactorPercent(guests);
  const foodGross = dishes.reduce((sum, d) => sum + d.platePrice * guests, 0);
  // The bill charges the figure the customer was shown: the whole-rupee price per plate, times the guests.
  const plate = pricePerPlate(dishes);
  const food = plate * guests;
  const foodNet = divideRoundHalfUp(food * g, PERCENT_WHOLE);

  const lines: BillLine[] = [
    { kind: 'food', label: `Food: ${rupees(plate)} per plate × ${plural(guests, 'guest', 'guests')}`, amount: food },
  ];
  if (foodNet !== food) {
    const from = guests >= GUEST_DISCOUNT_HIGHER_FROM ? GUEST_DISCOUNT_HIGHER_FROM : GUEST_DISCOUNT_FROM;
    lines.push({ kind: 'discount', label: `Group discount: ${PERCENT_WHOLE - g}% off for ${from} guests or more`, amount: foodNet - food });
  }
  if (service === 'buffet') {
    lines.push({
      kind: 'service',
      label: 'Buffet service: 2 chefs, 2 waiters, chafing dishes, crockery',
      amount: divideRoundHalfUp(foodNet * BUFFET_SERVICE_PERCENT, PERCENT_WHOLE) + BUFFET_SERVICE_FIXED,
    });
  }
  const freeDelivery = foodNet >= FREE_DELIVERY_FROM;
  lines.push({
    kind: 'delivery',
    label: freeDelivery ? 'Delivery (free on food of ₹4,000 or more)' : 'Delivery',
    amount: freeDelivery ? 0 : FOOD_DELIVERY_CHARGE,
  });
  if (service === 'delivery') {
    lines.push({ kind: 'packing', label: 'Packing', amount: FOOD_PACKING_CHARGE });
    if (extras.disposables) {
      lines.push({
        kind: 'extra',
        label: `Disposable plates and water bottles (₹${DISPOSABLES_PER_GUEST} × ${guests})`,
        amount: DISPOSABLES_PER_GUEST * guests,
      });
    }
  } else if (extras.tables) {
    lines.push({ kind: 'extra', label: 'Serving tables', amount: SERVING_TABLES_CHARGE });
  }
  return {
    ...closeBill(lines, FOOD_ORDER_TYPE[service]),
    meetsMinimum: foodNet >= FOOD_MIN_NET,
    foodGross,
    pricePerPlate: plate,
    foodNet,
    qualifyingCount,
    quantityFactorPercent: q,
    guestFactorPercent: g,
  };
}

/** A dish's portion as the quantity table needs it: one guest's quantity in its unit, and whether it is qualifying. */
export interface FoodPortion {
  perPersonQty: number;
  unit: IngredientUnit;
  qualifying: boolean;
}

/**
 * Quantity of one dish for the party, in its unit: round(perPersonQty × guests × Q) for a
 * qualifying dish, round(perPersonQty × guests) otherwise, `qualifyingCount` giving Q.
 * Throws RangeError for a negative or non-integer guest count.
 */
export function dishQuantity(portion: FoodPortion, guests: number, qualifyingCount: number): number {
  if (!isNonNegativeInteger(guests)) throw new RangeError(`guests must be a non-negative whole number, got ${guests}`);
  const percent = portion.qualifying ? quantityFactorPercent(qualifyingCount) : PERCENT_WHOLE;
  return divideRoundHalfUp(Math.round(portion.perPersonQty * guests * percent), PERCENT_WHOLE);
}

/** A dish as the quantity table needs it (the spec's `_id` and `is_dish`). */
export interface QuantityTableDish extends FoodPortion {
  _id: string;
  name: string;
  is_dish: number;
}

/** One row of the quantity table: the dish, its quantity in its unit and as shown ("6.38 kg", "2.5 L", "58 pieces"). */
export interface QuantityRow {
  _id: string;
  name: string;
  is_dish: number;
  quantity: number;
  unit: IngredientUnit;
  display: string;
}

/**
 * The quantity of every dish for the party, in menu order: dishQuantity with the Q of the menu's
 * qualifying dishes, shown with formatQuantity (kg over 1,000 g, L over 1,000 ml). Throws as dishQuantity.
 */
export function quantityTable(dishes: readonly QuantityTableDish[], guests: number): QuantityRow[] {
  const qualifyingCount = dishes.filter((d) => d.qualifying).length;
  return dishes.map((d) => {
    const quantity = dishQuantity(d, guests, qualifyingCount);
    return { _id: d._id, name: d.name, is_dish: d.is_dish, quantity, unit: d.unit, display: formatQuantity(quantity, d.unit) };
  });
}
