/**
 * Prices of the chef and decoration bookings, gas burners and the ingredient list.
 * Pure code, no I/O: the browser shows these bills and the server recomputes them, never
 * trusting a price sent by the browser. Money is integer rupees everywhere.
 */
import { FOOD_ORDER_TYPE, type FoodService } from './booking';
import { BALANCE_TEXT, MAX_DISHES, ORDER_TYPE, type OrderType } from './constants';

/** issue 5: every guest adds ₹49 to a chef booking. */
export const PER_PERSON_CHARGE = 49;
/** issue 5: more than this many dishes adds MANY_DISHES_SURCHARGE. */
export const MANY_DISHES_THRESHOLD = 7;
/** issue 5: surcharge, in rupees, for more than MANY_DISHES_THRESHOLD dishes. */
export const MANY_DISHES_SURCHARGE = 700;
/** issue 5: a chef booking totals at least ₹700. */
export const MIN_ORDER_TOTAL = 700;
/** issue 5 and issue 12: share of a chef booking paid online as an advance. */
export const CHEF_ADVANCE_PERCENT = 20;
/** issue 7 and issue 12: share of a decoration booking paid online as an advance. */
export const DECORATION_ADVANCE_PERCENT = 30;
/** issue 12: share of a photography booking paid online as an advance. */
export const PHOTOGRAPHY_ADVANCE_PERCENT = 35;
/** issue 12: share of a party food delivery order paid online as an advance. */
export const FOOD_DELIVERY_ADVANCE_PERCENT = 65;
/** issue 12: share of a live buffet catering order paid online as an advance. */
export const BUFFET_ADVANCE_PERCENT = 65;
/** issue 5: the chef stays up to 5 hours after arrival. */
export const CHEF_SERVICE_HOURS = 5;
/** issue 5: fewest guests a chef booking can be for. */
export const MIN_PEOPLE = 1;
/** issue 5: most guests a chef booking can be for. */
export const MAX_PEOPLE = 35;
/** issue 12: assigned and 24-48 hours before the start, 50% of the advance is kept on cancellation. */
export const CANCELLATION_RETAINED_PERCENT = 50;
/** issue 7: most units of one decoration add-on in a booking. */
export const MAX_ADDON_QUANTITY = 20;
/** issue 5: gas burners for 1 to GAS_BURNERS_UP_TO_6_MAX_DISHES gas dishes. */
export const GAS_BURNERS_UP_TO_6 = 2;
/** issue 5: gas burners for 7 to GAS_BURNERS_7_TO_9_MAX_DISHES gas dishes. */
export const GAS_BURNERS_7_TO_9 = 3;
/** issue 5: gas burners for 10 or more gas dishes. */
export const GAS_BURNERS_10_PLUS = 4;
/** issue 5: most gas dishes that GAS_BURNERS_UP_TO_6 burners handle. */
export const GAS_BURNERS_UP_TO_6_MAX_DISHES = 6;
/** issue 5: most gas dishes that GAS_BURNERS_7_TO_9 burners handle. */
export const GAS_BURNERS_7_TO_9_MAX_DISHES = 9;
/** issue 5: the ingredient list shows grams over 1000 in kg. */
export const GRAMS_PER_KG = 1000;
/** issue 5: the ingredient list shows millilitres over 1000 in L. */
export const ML_PER_LITRE = 1000;
/** issue 5: kg and L quantities show at most 2 decimals. */
export const QUANTITY_MAX_DECIMALS = 2;

/** Not a business rule: products of fractions are rounded to this many decimals before rounding up pieces, so 3.0000000000000004 stays 3. */
const FLOAT_NOISE_DECIMALS = 9;
const PERCENT_WHOLE = 100;

/** What a bill line is: the kinds the bill summary and the order API know. */
export const BILL_LINE_KINDS = [
  'dishes',
  'people',
  'surcharge',
  'addon',
  'product',
  'food',
  'adjustment',
  'discount',
  'service',
  'delivery',
  'packing',
  'extra',
  'total',
  'advance',
  'balance',
] as const;

/** One line of a bill as the customer reads it; `amount` in whole rupees. */
export interface BillLine {
  kind: (typeof BILL_LINE_KINDS)[number];
  label: string;
  amount: number;
}

export interface Bill {
  lines: BillLine[];
  total: number;
  advance: number;
  balance: number;
  meetsMinimum: boolean;
}

function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The advance share of each service (issue 12), in percent of the total; the one table the bills, the
 * order API and the payment API read, so a page never shows one share and charges another.
 */
export const ADVANCE_PERCENT_BY_ORDER_TYPE: Readonly<Partial<Record<OrderType, number>>> = {
  [ORDER_TYPE.DECORATION]: DECORATION_ADVANCE_PERCENT,
  [ORDER_TYPE.CHEF]: CHEF_ADVANCE_PERCENT,
  [ORDER_TYPE.FOOD_DELIVERY]: FOOD_DELIVERY_ADVANCE_PERCENT,
  [ORDER_TYPE.LIVE_BUFFET_CATERING]: BUFFET_ADVANCE_PERCENT,
  [ORDER_TYPE.PHOTOGRAPHY]: PHOTOGRAPHY_ADVANCE_PERCENT,
};

/**
 * The advance share of an order type in percent (issue 12).
 * Throws RangeError for a type that takes no online advance (waiter, bartender, cleaner, bulk catering).
 */
export function advancePercentFor(orderType: OrderType): number {
  const percent = ADVANCE_PERCENT_BY_ORDER_TYPE[orderType];
  if (percent === undefined) throw new RangeError(`order type ${orderType} takes no online advance`);
  return percent;
}

/**
 * Advance to pay now, in whole rupees: `percent`% of `total` (whole rupees), rounded half up.
 * Throws RangeError when total is negative or not an integer, or percent is outside 0..100.
 */
export function advanceFor(total: number, percent: number): number {
  if (!isNonNegativeInteger(total)) {
    throw new RangeError(`total must be a non-negative whole number of rupees, got ${total}`);
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > PERCENT_WHOLE) {
    throw new RangeError(`percent must be between 0 and ${PERCENT_WHOLE}, got ${percent}`);
  }
  return Math.round((total * percent) / PERCENT_WHOLE);
}

/** Total, advance and balance lines shared by every bill. */
function closingLines(total: number, advance: number, advancePercent: number, balanceLabel: string): BillLine[] {
  return [
    { kind: 'total', label: 'Total', amount: total },
    { kind: 'advance', label: `Advance to pay now (${advancePercent}%)`, amount: advance },
    { kind: 'balance', label: balanceLabel, amount: total - advance },
  ];
}

/**
 * Bill of a chef booking, all amounts in whole rupees: the dish rates, ₹49 per person, the
 * surcharge for more than 7 dishes, then total, the 20% advance and the balance paid to the chef.
 * Throws RangeError when people is not an integer in MIN_PEOPLE..MAX_PEOPLE, when there are no
 * rates or more than MAX_DISHES, or when a rate is not a positive integer.
 */
export function chefBill({ dishRates, people }: { dishRates: readonly number[]; people: number }): Bill & {
  dishesTotal: number;
  peopleTotal: number;
  surcharge: number;
} {
  if (!Number.isInteger(people) || people < MIN_PEOPLE || people > MAX_PEOPLE) {
    throw new RangeError(`people must be a whole number from ${MIN_PEOPLE} to ${MAX_PEOPLE}, got ${people}`);
  }
  if (dishRates.length === 0 || dishRates.length > MAX_DISHES) {
    throw new RangeError(`a chef booking has 1 to ${MAX_DISHES} dishes, got ${dishRates.length}`);
  }
  for (const rate of dishRates) {
    if (!Number.isInteger(rate) || rate <= 0) {
      throw new RangeError(`a dish rate must be a positive whole number of rupees, got ${rate}`);
    }
  }

  const dishesTotal = dishRates.reduce((sum, rate) => sum + rate, 0);
  const peopleTotal = PER_PERSON_CHARGE * people;
  const surcharge = dishRates.length > MANY_DISHES_THRESHOLD ? MANY_DISHES_SURCHARGE : 0;
  const total = dishesTotal + peopleTotal + surcharge;
  const advance = advanceFor(total, advancePercentFor(ORDER_TYPE.CHEF));

  const lines: BillLine[] = [
    { kind: 'dishes', label: plural(dishRates.length, 'dish', 'dishes'), amount: dishesTotal },
    { kind: 'people', label: `₹${PER_PERSON_CHARGE} × ${plural(people, 'person', 'people')}`, amount: peopleTotal },
  ];
  if (surcharge > 0) {
    lines.push({ kind: 'surcharge', label: `More than ${MANY_DISHES_THRESHOLD} dishes`, amount: surcharge });
  }
  lines.push(...closingLines(total, advance, advancePercentFor(ORDER_TYPE.CHEF), BALANCE_TEXT[ORDER_TYPE.CHEF]));

  return {
    lines,
    total,
    advance,
    balance: total - advance,
    meetsMinimum: total >= MIN_ORDER_TOTAL,
    dishesTotal,
    peopleTotal,
    surcharge,
  };
}

/**
 * Bill of a decoration booking, all amounts in whole rupees: the product, one line per add-on
 * ordered (quantity > 0), then total, the 30% advance and the balance paid on site.
 * Throws RangeError when a price is negative or not an integer, or a quantity is not an integer
 * in 0..MAX_ADDON_QUANTITY.
 */
export function decorationBill({
  productPrice,
  addons,
}: {
  productPrice: number;
  addons: readonly { name: string; unitPrice: number; quantity: number }[];
}): Bill {
  if (!isNonNegativeInteger(productPrice)) {
    throw new RangeError(`the product price must be a non-negative whole number of rupees, got ${productPrice}`);
  }
  const lines: BillLine[] = [{ kind: 'product', label: 'Decoration', amount: productPrice }];
  let total = productPrice;
  for (const { name, unitPrice, quantity } of addons) {
    if (!isNonNegativeInteger(unitPrice)) {
      throw new RangeError(`the price of ${name} must be a non-negative whole number of rupees, got ${unitPrice}`);
    }
    if (!isNonNegativeInteger(quantity) || quantity > MAX_ADDON_QUANTITY) {
      throw new RangeError(`the quantity of ${name} must be a whole number from 0 to ${MAX_ADDON_QUANTITY}, got ${quantity}`);
    }
    if (quantity === 0) continue;
    const amount = unitPrice * quantity;
    lines.push({ kind: 'addon', label: `${name} × ${quantity}`, amount });
    total += amount;
  }
  const advance = advanceFor(total, advancePercentFor(ORDER_TYPE.DECORATION));
  lines.push(...closingLines(total, advance, advancePercentFor(ORDER_TYPE.DECORATION), BALANCE_TEXT[ORDER_TYPE.DECORATION]));
  return { lines, total, advance, balance: total - advance, meetsMinimum: true };
}

/**
 * Gas burners the customer must provide for a number of dishes cooked on gas:
 * 0 -> 0, 1..6 -> 2, 7..9 -> 3, 10 or more -> 4.
 * Throws RangeError when gasDishCount is negative or not an integer.
 */
export function gasBurnersNeeded(gasDishCount: number): number {
  if (!isNonNegativeInteger(gasDishCount)) {
    throw new RangeError(`the gas dish count must be a non-negative whole number, got ${gasDishCount}`);
  }
  if (gasDishCount === 0) return 0;
  if (gasDishCount <= GAS_BURNERS_UP_TO_6_MAX_DISHES) return GAS_BURNERS_UP_TO_6;
  if (gasDishCount <= GAS_BURNERS_7_TO_9_MAX_DISHES) return GAS_BURNERS_7_TO_9;
  return GAS_BURNERS_10_PLUS;
}

export type IngredientUnit = 'gram' | 'ml' | 'piece';

export interface IngredientNeed {
  name: string;
  unit: IngredientUnit;
  quantityPerPerson: number;
}

export interface IngredientTotal {
  name: string;
  unit: IngredientUnit;
  quantity: number;
}

/**
 * Ingredient list for a party: each dish's per-person quantities times people, an ingredient
 * shared by several dishes (same name) summed once, then pieces rounded up to whole pieces and
 * grams/ml rounded to whole numbers (at least 1). Sorted by name.
 * Throws RangeError when people is not an integer in MIN_PEOPLE..MAX_PEOPLE or a quantity per
 * person is not a positive finite number; throws Error when one name comes with two units.
 */
export function scaleIngredients(perDish: readonly (readonly IngredientNeed[])[], people: number): IngredientTotal[] {
  if (!Number.isInteger(people) || people < MIN_PEOPLE || people > MAX_PEOPLE) {
    throw new RangeError(`people must be a whole number from ${MIN_PEOPLE} to ${MAX_PEOPLE}, got ${people}`);
  }
  const sums = new Map<string, { unit: IngredientUnit; quantity: number }>();
  for (const dish of perDish) {
    for (const { name, unit, quantityPerPerson } of dish) {
      if (!Number.isFinite(quantityPerPerson) || quantityPerPerson <= 0) {
        throw new RangeError(`the quantity per person of ${name} must be a positive number, got ${quantityPerPerson}`);
      }
      const seen = sums.get(name);
      if (seen && seen.unit !== unit) {
        throw new Error(`ingredient ${name} is measured both in ${seen.unit} and in ${unit}`);
      }
      sums.set(name, { unit, quantity: (seen?.quantity ?? 0) + quantityPerPerson * people });
    }
  }
  return [...sums.entries()]
    .map(([name, { unit, quantity }]) => {
      const tidy = Number(quantity.toFixed(FLOAT_NOISE_DECIMALS));
      const whole = unit === 'piece' ? Math.ceil(tidy) : Math.max(1, Math.round(tidy));
      return { name, unit, quantity: whole };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** quantity / divisor with at most QUANTITY_MAX_DECIMALS decimals and no trailing zeros (scaling first keeps 1005 / 1000 -> "1.01"). */
function trimDecimals(quantity: number, divisor = 1): string {
  const scale = 10 ** QUANTITY_MAX_DECIMALS;
  return String(Math.round((quantity * scale) / divisor) / scale);
}

/**
 * Quantity as shown on the ingredient list: grams over 1000 in kg ("1.5 kg"), millilitres over
 * 1000 in L ("2.25 L"), at most 2 decimals; otherwise "800 g", "250 ml", "1 piece", "3 pieces".
 * Throws RangeError when quantity is negative or not finite.
 */
export function formatQuantity(quantity: number, unit: IngredientUnit): string {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative number, got ${quantity}`);
  }
  switch (unit) {
    case 'gram':
      return quantity > GRAMS_PER_KG ? `${trimDecimals(quantity, GRAMS_PER_KG)} kg` : `${trimDecimals(quantity)} g`;
    case 'ml':
      return quantity > ML_PER_LITRE ? `${trimDecimals(quantity, ML_PER_LITRE)} L` : `${trimDecimals(quantity)} ml`;
    case 'piece':
      return `${trimDecimals(quantity)} ${quantity === 1 ? 'piece' : 'pieces'}`;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Party food delivery and live buffet catering (issue 13)
// ---------------------------------------------------------------------------------------------------------

/** issue 13: fewest dishes on a party-food menu. */
export const FOOD_MIN_DISHES = 1;
/** issue 13: most dishes on a party-food menu (the 16th opens the "can not be more than 15" popup). */
export const FOOD_MAX_DISHES = 15;
/** issue 13: fewest guests of a food delivery. */
export const FOOD_DELIVERY_MIN_GUESTS = 10;
/** issue 13: fewest guests of a live buffet. */
export const BUFFET_MIN_GUESTS = 20;
/** issue 13: most guests bookable online; more goes to the bulk enquiry. */
export const FOOD_MAX_GUESTS = 100;
/** issue 13: the guest stepper moves in fives. */
export const FOOD_GUEST_STEP = 5;
/** issue 13: the guest range of each food service. */
export const FOOD_GUEST_RANGE: Readonly<Record<FoodService, { min: number; max: number }>> = {
  delivery: { min: FOOD_DELIVERY_MIN_GUESTS, max: FOOD_MAX_GUESTS },
  buffet: { min: BUFFET_MIN_GUESTS, max: FOOD_MAX_GUESTS },
};
/** issue 13: dishes of these meal groups are "qualifying": their portions shrink as more of them are chosen. */
export const QUALIFYING_MEAL_GROUPS: readonly string[] = ['main-course', 'appetizer', 'breads-rice-raita'];
/** issue 13: tawa and rumali rotis do not count as qualifying dishes (by dish slug). */
export const NON_QUALIFYING_DISHES: readonly string[] = ['tawa-roti', 'rumali-roti'];
/**
 * issue 13: quantity factor Q, in percent, by the count n of qualifying dishes (4 -> 115, 5 -> 100,
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
/** issue 13: guest factor G, in percent: 40-59 guests pay 93% of the food. */
export const GUESTS_40_TO_59_FACTOR_PERCENT = 93;
/** issue 13: guest factor G, in percent: 60 guests and more pay 90% of the food. */
export const GUESTS_60_PLUS_FACTOR_PERCENT = 90;
/** issue 13: the first guest count of the 93% band. */
export const GUEST_DISCOUNT_FROM = 40;
/** issue 13: the first guest count of the 90% band. */
export const GUEST_DISCOUNT_HIGHER_FROM = 60;
/** issue 13: the food (after factors) of an order is at least ₹3,000. */
export const FOOD_MIN_NET = 3000;
/** issue 13: packing of a food delivery, whole rupees. */
export const FOOD_PACKING_CHARGE = 200;
/** issue 13: delivery of food or of the buffet's equipment, whole rupees. */
export const FOOD_DELIVERY_CHARGE = 350;
/** issue 13: delivery is free when the food comes to at least ₹4,000. */
export const FREE_DELIVERY_FROM = 4000;
/** issue 13: opt-in disposable plates and water bottles of a delivery, per guest. */
export const DISPOSABLES_PER_GUEST = 20;
/** issue 13: the buffet's service charge is 10% of the food ... */
export const BUFFET_SERVICE_PERCENT = 10;
/** issue 13: ... plus ₹6,500 (2 chefs, 2 waiters, chafing dishes, crockery, transport, water can). */
export const BUFFET_SERVICE_FIXED = 6500;
/** issue 13: opt-in serving tables of a buffet. */
export const SERVING_TABLES_CHARGE = 1200;
/** issue 13: served free with every party-food order, at ₹0. */
export const COMPLIMENTARY_ITEMS: readonly string[] = ['Green Salad', 'Mint Chutney', 'Achar'];

/** Whole rupees nearest to numerator / denominator (positive denominator), halves rounded up, in integers. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Whether a dish counts for the quantity factor (issue 13): its meal group is Main course, Appetizer or
 * Breads/Rice, and it is not a tawa or rumali roti.
 */
export function isQualifyingDish({ mealGroupSlug, slug }: { mealGroupSlug: string; slug: string }): boolean {
  return QUALIFYING_MEAL_GROUPS.includes(mealGroupSlug) && !NON_QUALIFYING_DISHES.includes(slug);
}

/** Quantity factor Q in percent for `qualifyingCount` qualifying dishes (issue 13 table; other counts 100). */
export function quantityFactorPercent(qualifyingCount: number): number {
  return QUANTITY_FACTOR_PERCENT_BY_COUNT[qualifyingCount] ?? PERCENT_WHOLE;
}

/** Guest factor G in percent (issue 13): up to 39 guests 100, 40-59 93, 60 and more 90. */
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
 * The live price per plate of a menu (issue 13), whole rupees: what one guest's food costs with the quantity
 * factor of its qualifying dishes, before the guest discount. Throws RangeError for 0 or more than 15 dishes
 * or a price that is not a positive integer.
 */
export function pricePerPlate(dishes: readonly FoodPricedDish[]): number {
  checkFoodDishes(dishes);
  return divideRoundHalfUp(plateHundredths(dishes), PERCENT_WHOLE);
}

/** The opt-in extras of a food order (issue 13): never ticked unless the customer ticks them. */
export interface FoodExtras {
  /** Delivery only: disposable plates and water bottles, ₹20 per guest. */
  disposables: boolean;
  /** Buffet only: serving tables, ₹1,200. */
  tables: boolean;
}

/** A food bill: the lines, total, advance (65%), balance, and the figures the rules are checked on. */
export interface FoodBill extends Bill {
  /** Σ plate price × guests, before any factor. */
  foodGross: number;
  /** The food after the quantity factor and the guest factor (the figure the ₹3,000 minimum is checked on). */
  foodNet: number;
  qualifyingCount: number;
  quantityFactorPercent: number;
  guestFactorPercent: number;
}

/**
 * Bill of a party food delivery or live buffet (issue 13), all amounts in whole rupees:
 * food = Σ qualifying platePrice × guests × Q + Σ other platePrice × guests; foodNet = round(food × G).
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
  const foodHundredths = plateHundredths(dishes) * guests;
  const foodAfterPortions = divideRoundHalfUp(foodHundredths, PERCENT_WHOLE);
  const foodNet = divideRoundHalfUp(foodHundredths * g, PERCENT_WHOLE * PERCENT_WHOLE);

  const lines: BillLine[] = [
    {
      kind: 'food',
      label: `Food: ${plural(dishes.length, 'dish', 'dishes')} × ${plural(guests, 'guest', 'guests')}`,
      amount: foodGross,
    },
  ];
  if (foodAfterPortions !== foodGross) {
    lines.push({
      kind: 'adjustment',
      label: `Portions for ${qualifyingCount} main dishes (${q}%)`,
      amount: foodAfterPortions - foodGross,
    });
  }
  if (foodNet !== foodAfterPortions) {
    lines.push({
      kind: 'discount',
      label: `Group discount for ${guests} guests (${PERCENT_WHOLE - g}%)`,
      amount: foodNet - foodAfterPortions,
    });
  }
  let total = foodNet;
  const add = (line: BillLine) => {
    lines.push(line);
    total += line.amount;
  };
  if (service === 'buffet') {
    add({
      kind: 'service',
      label: 'Buffet service: 2 chefs, 2 waiters, chafing dishes, crockery',
      amount: divideRoundHalfUp(foodNet * BUFFET_SERVICE_PERCENT, PERCENT_WHOLE) + BUFFET_SERVICE_FIXED,
    });
  }
  const freeDelivery = foodNet >= FREE_DELIVERY_FROM;
  add({
    kind: 'delivery',
    label: freeDelivery ? 'Delivery (free on food of ₹4,000 or more)' : 'Delivery',
    amount: freeDelivery ? 0 : FOOD_DELIVERY_CHARGE,
  });
  if (service === 'delivery') {
    add({ kind: 'packing', label: 'Packing', amount: FOOD_PACKING_CHARGE });
    if (extras.disposables) {
      add({
        kind: 'extra',
        label: `Disposable plates and water bottles (₹${DISPOSABLES_PER_GUEST} × ${guests})`,
        amount: DISPOSABLES_PER_GUEST * guests,
      });
    }
  } else if (extras.tables) {
    add({ kind: 'extra', label: 'Serving tables', amount: SERVING_TABLES_CHARGE });
  }
  const percent = advancePercentFor(FOOD_ORDER_TYPE[service]);
  const advance = advanceFor(total, percent);
  lines.push(...closingLines(total, advance, percent, BALANCE_TEXT[FOOD_ORDER_TYPE[service]]));
  return {
    lines,
    total,
    advance,
    balance: total - advance,
    meetsMinimum: foodNet >= FOOD_MIN_NET,
    foodGross,
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
 * Quantity of one dish for the party (issue 13), in its unit: round(perPersonQty × guests × Q) for a
 * qualifying dish, round(perPersonQty × guests) otherwise, `qualifyingCount` giving Q.
 * Throws RangeError for a negative or non-integer guest count.
 */
export function dishQuantity(portion: FoodPortion, guests: number, qualifyingCount: number): number {
  if (!isNonNegativeInteger(guests)) throw new RangeError(`guests must be a non-negative whole number, got ${guests}`);
  const percent = portion.qualifying ? quantityFactorPercent(qualifyingCount) : PERCENT_WHOLE;
  return divideRoundHalfUp(Math.round(portion.perPersonQty * guests * percent), PERCENT_WHOLE);
}

/** A dish as the quantity table needs it (issue 13; the spec's `_id` and `is_dish`). */
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
 * The quantity of every dish for the party (issue 13), in menu order: dishQuantity with the Q of the menu's
 * qualifying dishes, shown with formatQuantity (kg over 1,000 g, L over 1,000 ml). Throws as dishQuantity.
 */
export function quantityTable(dishes: readonly QuantityTableDish[], guests: number): QuantityRow[] {
  const qualifyingCount = dishes.filter((d) => d.qualifying).length;
  return dishes.map((d) => {
    const quantity = dishQuantity(d, guests, qualifyingCount);
    return { _id: d._id, name: d.name, is_dish: d.is_dish, quantity, unit: d.unit, display: formatQuantity(quantity, d.unit) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Photography (issue 14)
// ---------------------------------------------------------------------------------------------------------

/** issue 14: each add-on of a photography booking can be taken 1 to 5 times. */
export const PHOTOGRAPHY_ADDON_MAX_QUANTITY = 5;
/** issue 14: coverage can be extended by at most 4 hours. */
export const PHOTOGRAPHY_MAX_EXTRA_HOURS = 4;
/** issue 14: one extra hour of coverage, whole rupees. */
export const PHOTOGRAPHY_EXTRA_HOUR_PRICE = 650;

/** A photography add-on as the bill needs it: its name, one fixed price (whole rupees) and how many. */
export interface PhotographyAddonLine {
  name: string;
  unitPrice: number;
  quantity: number;
}

/**
 * Bill of a photography booking (issue 14), all amounts in whole rupees: the package, one line per add-on
 * (price × quantity), extra hours at ₹650 each, then total, the 35% advance and the balance.
 * Throws RangeError for a price that is not a non-negative integer, an add-on quantity outside 1..5, or extra
 * hours outside 0..4.
 */
export function photographyBill({
  packageName,
  packagePrice,
  addons,
  extraHours,
}: {
  packageName: string;
  packagePrice: number;
  addons: readonly PhotographyAddonLine[];
  extraHours: number;
}): Bill {
  if (!isNonNegativeInteger(packagePrice)) throw new RangeError(`the package price must be a whole number of rupees, got ${packagePrice}`);
  if (!isNonNegativeInteger(extraHours) || extraHours > PHOTOGRAPHY_MAX_EXTRA_HOURS) {
    throw new RangeError(`extra hours must be a whole number from 0 to ${PHOTOGRAPHY_MAX_EXTRA_HOURS}, got ${extraHours}`);
  }
  const lines: BillLine[] = [{ kind: 'product', label: packageName, amount: packagePrice }];
  let total = packagePrice;
  for (const { name, unitPrice, quantity } of addons) {
    if (!isNonNegativeInteger(unitPrice)) throw new RangeError(`the price of ${name} must be a whole number of rupees, got ${unitPrice}`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > PHOTOGRAPHY_ADDON_MAX_QUANTITY) {
      throw new RangeError(`the quantity of ${name} must be a whole number from 1 to ${PHOTOGRAPHY_ADDON_MAX_QUANTITY}, got ${quantity}`);
    }
    const amount = unitPrice * quantity;
    lines.push({ kind: 'addon', label: quantity === 1 ? name : `${name} × ${quantity}`, amount });
    total += amount;
  }
  if (extraHours > 0) {
    const amount = PHOTOGRAPHY_EXTRA_HOUR_PRICE * extraHours;
    lines.push({
      kind: 'extra',
      label: `${plural(extraHours, 'extra hour', 'extra hours')} (₹${PHOTOGRAPHY_EXTRA_HOUR_PRICE} an hour)`,
      amount,
    });
    total += amount;
  }
  const percent = advancePercentFor(ORDER_TYPE.PHOTOGRAPHY);
  const advance = advanceFor(total, percent);
  lines.push(...closingLines(total, advance, percent, BALANCE_TEXT[ORDER_TYPE.PHOTOGRAPHY]));
  return { lines, total, advance, balance: total - advance, meetsMinimum: true };
}
