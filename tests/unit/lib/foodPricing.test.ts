import { describe, expect, it } from 'vitest';
import {
  dishQuantity,
  foodBill,
  FOOD_MAX_DISHES,
  guestFactorPercent,
  isQualifyingDish,
  plateBreakdown,
  pricePerPlate,
  quantityFactorPercent,
  type FoodPricedDish,
} from '../../../lib/pricing';
import { earliestFoodDate, FOOD_SLOTS, isFoodSlotBookable } from '../../../lib/booking';

const main = (platePrice: number): FoodPricedDish => ({ platePrice, qualifying: true });
const other = (platePrice: number): FoodPricedDish => ({ platePrice, qualifying: false });
const none = { disposables: false, tables: false };

/** The worked menu: ₹120 and ₹90 mains, ₹60 rice, ₹40 dessert. */
const workedMenu = [main(120), main(90), main(60), other(40)];

describe('worked examples of the food prices', () => {
  it('A: delivery, 25 guests, disposables on -> food 7,750, delivery free, packing 200, disposables 500, total 8,450, advance 5,493', () => {
    const bill = foodBill({ service: 'delivery', dishes: workedMenu, guests: 25, extras: { disposables: true, tables: false } });
    expect(bill.foodNet).toBe(7750);
    expect(bill.lines.find((l) => l.kind === 'delivery')?.amount).toBe(0);
    expect(bill.lines.find((l) => l.kind === 'packing')?.amount).toBe(200);
    expect(bill.lines.find((l) => l.kind === 'extra')?.amount).toBe(500);
    expect(bill.total).toBe(8450);
    expect(bill.advance).toBe(5493);
    expect(bill.balance).toBe(2957);
  });

  it('B: the same menu as a buffet with tables -> 7,750 + 775 + 6,500 + 1,200 = 16,225, advance 10,546', () => {
    const bill = foodBill({ service: 'buffet', dishes: workedMenu, guests: 25, extras: { disposables: false, tables: true } });
    expect(bill.lines.find((l) => l.kind === 'service')?.amount).toBe(775 + 6500);
    expect(bill.lines.find((l) => l.kind === 'delivery')?.amount).toBe(0);
    expect(bill.lines.find((l) => l.kind === 'extra')?.amount).toBe(1200);
    expect(bill.total).toBe(16225);
    expect(bill.advance).toBe(10546);
    expect(bill.balance).toBe(5679);
  });

  it('C: six qualifying dishes at ₹100 for 50 guests -> 30,000 × 0.85 × 0.93 = 23,715, billed as ₹510 a plate × 50 less 7%', () => {
    const bill = foodBill({ service: 'delivery', dishes: Array.from({ length: 6 }, () => main(100)), guests: 50, extras: none });
    expect(bill.foodGross).toBe(30000);
    expect(bill.pricePerPlate).toBe(510);
    expect(bill.foodNet).toBe(23715);
    const lines = bill.lines.filter((l) => ['food', 'adjustment', 'discount'].includes(l.kind));
    expect(lines).toEqual([
      { kind: 'food', label: 'Food: ₹510 per plate × 50 guests', amount: 25500 },
      { kind: 'discount', label: 'Group discount: 7% off for 40 guests or more', amount: -1785 },
    ]);
  });

  it('bills the whole-rupee price per plate the customer was shown, with no portions line', () => {
    // 8 qualifying dishes (Q 75%) at ₹75 and ₹1 of chutney: 8 × 75 × 0.75 + 1 = ₹451 a plate, exactly.
    const dishes = [...Array.from({ length: 8 }, () => main(75)), other(1)];
    expect(pricePerPlate(dishes)).toBe(451);
    const bill = foodBill({ service: 'buffet', dishes, guests: 20, extras: none });
    expect(bill.lines[0]).toEqual({ kind: 'food', label: 'Food: ₹451 per plate × 20 guests', amount: 9020 });
    expect(bill.lines.some((l) => l.kind === 'adjustment' || l.amount < 0)).toBe(false);
    // A plate that rounds is charged at the rounded figure shown, for every guest: 4 mains of ₹10 in all at 115%
    // and ₹50 of dessert make ₹61.50, shown as ₹62; 30 guests pay 30 × ₹62, not round(30 × ₹61.50).
    const rounding = [main(3), main(3), main(2), main(2), other(50)];
    expect(pricePerPlate(rounding)).toBe(62);
    const billed = foodBill({ service: 'delivery', dishes: rounding, guests: 30, extras: none });
    expect(billed.lines[0]).toEqual({ kind: 'food', label: 'Food: ₹62 per plate × 30 guests', amount: 1860 });
    expect(billed.foodNet).toBe(1860);
  });

  it('every bill adds up: the lines before Total sum to the total', () => {
    for (const guests of [20, 39, 40, 59, 60, 100]) {
      for (const n of [1, 4, 8, 15]) {
        const dishes = Array.from({ length: n }, (_, i) => (i % 3 === 2 ? other(37 + i) : main(83 + i)));
        for (const service of ['delivery', 'buffet'] as const) {
          const bill = foodBill({ service, dishes, guests, extras: { disposables: service === 'delivery', tables: service === 'buffet' } });
          const sum = bill.lines.filter((l) => !['total', 'advance', 'balance'].includes(l.kind)).reduce((s, l) => s + l.amount, 0);
          expect(sum).toBe(bill.total);
          expect(bill.advance + bill.balance).toBe(bill.total);
        }
      }
    }
  });
});

describe('quantity factor Q at every boundary', () => {
  it.each([
    [0, 100],
    [1, 100],
    [3, 100],
    [4, 115],
    [5, 100],
    [6, 85],
    [7, 85],
    [8, 75],
    [9, 65],
    [10, 65],
    [11, 60],
    [12, 50],
    [13, 50],
    [14, 47],
    [15, 45],
    [16, 100],
  ])('%i qualifying dishes -> %i%%', (n, percent) => {
    expect(quantityFactorPercent(n)).toBe(percent);
  });

  it('applies to qualifying dishes only', () => {
    const bill = foodBill({
      service: 'delivery',
      dishes: [main(100), main(100), main(100), main(100), other(50)],
      guests: 20,
      extras: none,
    });
    // 4 × 100 × 20 × 1.15 + 50 × 20 = 9,200 + 1,000
    expect(bill.foodNet).toBe(10200);
    expect(bill.quantityFactorPercent).toBe(115);
  });
});

describe('guest factor G at every boundary', () => {
  it.each([
    [10, 100],
    [39, 100],
    [40, 93],
    [59, 93],
    [60, 90],
    [100, 90],
  ])('%i guests -> %i%%', (guests, percent) => {
    expect(guestFactorPercent(guests)).toBe(percent);
  });
});

describe('qualifying dishes', () => {
  it('are Main course, Appetizer and Breads/Rice, without tawa or rumali rotis', () => {
    expect(isQualifyingDish({ mealGroupSlug: 'main-course', slug: 'dal-makhani' })).toBe(true);
    expect(isQualifyingDish({ mealGroupSlug: 'appetizer', slug: 'paneer-tikka' })).toBe(true);
    expect(isQualifyingDish({ mealGroupSlug: 'breads-rice-raita', slug: 'jeera-rice' })).toBe(true);
    expect(isQualifyingDish({ mealGroupSlug: 'breads-rice-raita', slug: 'tawa-roti' })).toBe(false);
    expect(isQualifyingDish({ mealGroupSlug: 'breads-rice-raita', slug: 'rumali-roti' })).toBe(false);
    expect(isQualifyingDish({ mealGroupSlug: 'dessert', slug: 'gulab-jamun' })).toBe(false);
    expect(isQualifyingDish({ mealGroupSlug: 'soups-beverages', slug: 'sweet-corn-soup' })).toBe(false);
  });
});

describe('delivery, buffet and the minimum', () => {
  it('charges ₹350 delivery below ₹4,000 of food and none from ₹4,000', () => {
    const below = foodBill({ service: 'delivery', dishes: [other(399)], guests: 10, extras: none });
    expect(below.foodNet).toBe(3990);
    expect(below.lines.find((l) => l.kind === 'delivery')?.amount).toBe(350);
    expect(below.total).toBe(3990 + 350 + 200);
    const at = foodBill({ service: 'delivery', dishes: [other(400)], guests: 10, extras: none });
    expect(at.lines.find((l) => l.kind === 'delivery')?.amount).toBe(0);
  });

  it('adds no extra unless it is ticked', () => {
    const bill = foodBill({ service: 'delivery', dishes: workedMenu, guests: 25, extras: none });
    expect(bill.lines.some((l) => l.kind === 'extra')).toBe(false);
    expect(bill.total).toBe(7950);
    const buffet = foodBill({ service: 'buffet', dishes: workedMenu, guests: 25, extras: none });
    expect(buffet.total).toBe(15025);
  });

  it('meets the minimum at ₹3,000 of food and not at ₹2,999', () => {
    expect(foodBill({ service: 'delivery', dishes: [other(300)], guests: 10, extras: none }).meetsMinimum).toBe(true);
    const under = foodBill({ service: 'delivery', dishes: [other(299), other(1)], guests: 10, extras: none });
    expect(under.meetsMinimum).toBe(true);
    expect(foodBill({ service: 'delivery', dishes: [other(299)], guests: 10, extras: none }).meetsMinimum).toBe(false);
  });

  it('refuses guests outside the range of the service, 0 or 16 dishes, and the other service extra', () => {
    expect(() => foodBill({ service: 'delivery', dishes: workedMenu, guests: 9, extras: none })).toThrow(RangeError);
    expect(() => foodBill({ service: 'delivery', dishes: workedMenu, guests: 101, extras: none })).toThrow(RangeError);
    expect(() => foodBill({ service: 'buffet', dishes: workedMenu, guests: 19, extras: none })).toThrow(RangeError);
    expect(foodBill({ service: 'buffet', dishes: workedMenu, guests: 20, extras: none }).total).toBeGreaterThan(0);
    expect(() => foodBill({ service: 'delivery', dishes: [], guests: 10, extras: none })).toThrow(RangeError);
    expect(() =>
      foodBill({ service: 'delivery', dishes: Array.from({ length: FOOD_MAX_DISHES + 1 }, () => other(50)), guests: 10, extras: none }),
    ).toThrow(RangeError);
    expect(() => foodBill({ service: 'delivery', dishes: workedMenu, guests: 25, extras: { disposables: false, tables: true } })).toThrow(
      RangeError,
    );
    expect(() => foodBill({ service: 'buffet', dishes: workedMenu, guests: 25, extras: { disposables: true, tables: false } })).toThrow(
      RangeError,
    );
  });
});

describe('price per plate and quantities', () => {
  it('prices one plate with the quantity factor and no guest discount', () => {
    expect(pricePerPlate(workedMenu)).toBe(310);
    expect(pricePerPlate(Array.from({ length: 6 }, () => main(100)))).toBe(510);
  });

  it("explains a plate's price beside its dishes' own prices: the portions of a menu's qualifying dishes shrink with their number", () => {
    // 8 qualifying dishes at 75%: (110 + 90 + 80 + 70 + 60 + 50 + 40 + 30) x 0.75 + 40 + 20 = 457.5, so ₹458, while one by one they cost 590
    const menu = [110, 90, 80, 70, 60, 50, 40, 30].map(main).concat([other(40), other(20)]);
    expect(plateBreakdown(menu)).toEqual({ pricePerPlate: 458, dishesTotal: 590, qualifyingCount: 8, portionPercent: 75 });
    // no qualifying dish, or few: no smaller portions, the plate is the sum
    expect(plateBreakdown([other(40), other(60)])).toEqual({
      pricePerPlate: 100,
      dishesTotal: 100,
      qualifyingCount: 0,
      portionPercent: 100,
    });
    // 4 qualifying dishes come as bigger portions (115%)
    expect(plateBreakdown(workedMenu.concat(main(30)))).toEqual({
      pricePerPlate: 385,
      dishesTotal: 340,
      qualifyingCount: 4,
      portionPercent: 115,
    });
    expect(() => plateBreakdown([])).toThrow(RangeError);
  });

  it('scales a qualifying dish by Q and the others by the guests only', () => {
    expect(dishQuantity({ perPersonQty: 150, unit: 'gram', qualifying: true }, 50, 6)).toBe(6375);
    expect(dishQuantity({ perPersonQty: 150, unit: 'gram', qualifying: false }, 50, 6)).toBe(7500);
    expect(dishQuantity({ perPersonQty: 2, unit: 'piece', qualifying: true }, 25, 4)).toBe(58);
  });
});

describe('food slots and lead times (IST)', () => {
  const now = new Date('2026-11-25T04:30:00Z'); // 10:00 IST
  const slot = (id: string) => FOOD_SLOTS.find((s) => s.id === id)!;

  it('has 15 one-hour slots from 07:00 to 22:00', () => {
    expect(FOOD_SLOTS).toHaveLength(15);
    expect(FOOD_SLOTS[0]!.id).toBe('07-08');
    expect(FOOD_SLOTS.at(-1)!.id).toBe('21-22');
  });

  it('books a delivery 24 hours ahead and a buffet 48 hours ahead', () => {
    expect(isFoodSlotBookable('delivery', '2026-11-26', slot('09-10'), now)).toBe(false);
    expect(isFoodSlotBookable('delivery', '2026-11-26', slot('10-11'), now)).toBe(true);
    expect(isFoodSlotBookable('buffet', '2026-11-26', slot('21-22'), now)).toBe(false);
    expect(isFoodSlotBookable('buffet', '2026-11-27', slot('09-10'), now)).toBe(false);
    expect(isFoodSlotBookable('buffet', '2026-11-27', slot('10-11'), now)).toBe(true);
    expect(earliestFoodDate('delivery', now)).toBe('2026-11-26');
    expect(earliestFoodDate('buffet', now)).toBe('2026-11-27');
  });
});
