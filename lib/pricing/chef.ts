/**
 * Prices of a chef booking, gas burners and the ingredient list. Pure code, no I/O: the browser shows
 * this bill and the server recomputes it, never trusting a price sent by the browser. Money is integer rupees.
 */
import { MAX_DISHES, ORDER_TYPE } from '../constants';
import { type Bill, type BillLine, closeBill, plural } from './bill';
import { isNonNegativeInteger } from './money';
import type { IngredientUnit } from './quantities';

/** Every guest adds ₹49 to a chef booking. */
export const PER_PERSON_CHARGE = 49;
/** More than this many dishes adds MANY_DISHES_SURCHARGE. */
export const MANY_DISHES_THRESHOLD = 7;
/** Surcharge, in rupees, for more than MANY_DISHES_THRESHOLD dishes. */
export const MANY_DISHES_SURCHARGE = 700;
/** A chef booking totals at least ₹700. */
export const MIN_ORDER_TOTAL = 700;
/** The chef stays up to 5 hours after arrival. */
export const CHEF_SERVICE_HOURS = 5;
/** Fewest guests a chef booking can be for. */
export const MIN_PEOPLE = 1;
/** Most guests a chef booking can be for. */
export const MAX_PEOPLE = 35;
/** Gas burners for 1 to GAS_BURNERS_UP_TO_6_MAX_DISHES gas dishes. */
export const GAS_BURNERS_UP_TO_6 = 2;
/** Gas burners for 7 to GAS_BURNERS_7_TO_9_MAX_DISHES gas dishes. */
export const GAS_BURNERS_7_TO_9 = 3;
/** Gas burners for 10 or more gas dishes. */
export const GAS_BURNERS_10_PLUS = 4;
/** Most gas dishes that GAS_BURNERS_UP_TO_6 burners handle. */
export const GAS_BURNERS_UP_TO_6_MAX_DISHES = 6;
/** Most gas dishes that GAS_BURNERS_7_TO_9 burners handle. */
export const GAS_BURNERS_7_TO_9_MAX_DISHES = 9;

/** Not a business rule: products of fractions are rounded to this many decimals before rounding up pieces, so 3.0000000000000004 stays 3. */
const FLOAT_NOISE_DECIMALS = 9;

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

  const lines: BillLine[] = [
    { kind: 'dishes', label: plural(dishRates.length, 'dish', 'dishes'), amount: dishesTotal },
    { kind: 'people', label: `₹${PER_PERSON_CHARGE} × ${plural(people, 'person', 'people')}`, amount: peopleTotal },
  ];
  if (surcharge > 0) {
    lines.push({ kind: 'surcharge', label: `More than ${MANY_DISHES_THRESHOLD} dishes`, amount: surcharge });
  }
  const bill = closeBill(lines, ORDER_TYPE.CHEF);
  return { ...bill, meetsMinimum: bill.total >= MIN_ORDER_TOTAL, dishesTotal, peopleTotal, surcharge };
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
