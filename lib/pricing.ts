/**
 * Prices of the chef and decoration bookings, gas burners and the ingredient list.
 * Pure code, no I/O: the browser shows these bills and the server recomputes them, never
 * trusting a price sent by the browser. Money is integer rupees everywhere.
 */
import { MAX_DISHES, ORDER_TYPE, type OrderType } from './constants';

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
export const BILL_LINE_KINDS = ['dishes', 'people', 'surcharge', 'addon', 'product', 'total', 'advance', 'balance'] as const;

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
  lines.push(...closingLines(total, advance, advancePercentFor(ORDER_TYPE.CHEF), 'Balance to pay the chef after the service'));

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
  lines.push(...closingLines(total, advance, advancePercentFor(ORDER_TYPE.DECORATION), 'Balance to pay the decorator on site'));
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
