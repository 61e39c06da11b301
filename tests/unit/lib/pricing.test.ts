import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DISHES, ORDER_TYPE, type OrderType } from '../../../lib/constants';
import {
  ADVANCE_PERCENT_BY_ORDER_TYPE,
  CANCELLATION_RETAINED_PERCENT,
  CHEF_ADVANCE_PERCENT,
  CHEF_SERVICE_HOURS,
  DECORATION_ADVANCE_PERCENT,
  GAS_BURNERS_10_PLUS,
  GAS_BURNERS_7_TO_9,
  GAS_BURNERS_UP_TO_6,
  MANY_DISHES_SURCHARGE,
  MANY_DISHES_THRESHOLD,
  MAX_ADDON_QUANTITY,
  MAX_PEOPLE,
  MIN_ORDER_TOTAL,
  MIN_PEOPLE,
  PER_PERSON_CHARGE,
  advanceFor,
  advancePercentFor,
  chefBill,
  decorationBill,
  formatQuantity,
  gasBurnersNeeded,
  scaleIngredients,
  type IngredientNeed,
} from '../../../lib/pricing';

const rates = (count: number, rate = 100): number[] => Array.from({ length: count }, () => rate);

describe('pricing constants', () => {
  it('holds the chef and decoration booking rules', () => {
    expect([PER_PERSON_CHARGE, MANY_DISHES_THRESHOLD, MANY_DISHES_SURCHARGE, MIN_ORDER_TOTAL]).toEqual([49, 7, 700, 700]);
    expect([CHEF_ADVANCE_PERCENT, DECORATION_ADVANCE_PERCENT, CANCELLATION_RETAINED_PERCENT]).toEqual([20, 30, 50]);
    expect([CHEF_SERVICE_HOURS, MIN_PEOPLE, MAX_PEOPLE, MAX_ADDON_QUANTITY]).toEqual([5, 1, 35, 20]);
    expect([GAS_BURNERS_UP_TO_6, GAS_BURNERS_7_TO_9, GAS_BURNERS_10_PLUS]).toEqual([2, 3, 4]);
    expect(MAX_DISHES).toBe(12);
  });
});

describe('advanceFor', () => {
  it('rounds the advance to the nearest rupee', () => {
    expect(advanceFor(1237, CHEF_ADVANCE_PERCENT)).toBe(247); // 247.4
    expect(advanceFor(1238, CHEF_ADVANCE_PERCENT)).toBe(248); // 247.6
    expect(advanceFor(1015, CHEF_ADVANCE_PERCENT)).toBe(203); // exact
  });

  it('rounds a half rupee up', () => {
    expect(advanceFor(1015, DECORATION_ADVANCE_PERCENT)).toBe(305); // 304.5
    expect(advanceFor(1015, CANCELLATION_RETAINED_PERCENT)).toBe(508); // 507.5
  });

  it('accepts percent 0 and 100 and a total of 0', () => {
    expect(advanceFor(1015, 0)).toBe(0);
    expect(advanceFor(1015, 100)).toBe(1015);
    expect(advanceFor(0, CHEF_ADVANCE_PERCENT)).toBe(0);
  });

  it('throws RangeError for a negative or fractional total and a percent outside 0..100', () => {
    expect(() => advanceFor(-1, 20)).toThrow(RangeError);
    expect(() => advanceFor(100.5, 20)).toThrow(RangeError);
    expect(() => advanceFor(100, -1)).toThrow(RangeError);
    expect(() => advanceFor(100, 101)).toThrow(RangeError);
    expect(() => advanceFor(100, Number.NaN)).toThrow(RangeError);
  });
});

// the advance share of each service, the one table bills, order API and payment API read.
describe('advancePercentFor', () => {
  it.each([
    [ORDER_TYPE.CHEF, 20],
    [ORDER_TYPE.DECORATION, 30],
    [ORDER_TYPE.PHOTOGRAPHY, 35],
    [ORDER_TYPE.FOOD_DELIVERY, 65],
    [ORDER_TYPE.LIVE_BUFFET_CATERING, 65],
  ])('returns for order type %i an advance share of %i percent', (orderType, percent) => {
    expect(advancePercentFor(orderType)).toBe(percent);
    expect(ADVANCE_PERCENT_BY_ORDER_TYPE[orderType]).toBe(percent);
  });

  it.each([ORDER_TYPE.WAITER, ORDER_TYPE.BARTENDER, ORDER_TYPE.CLEANER, ORDER_TYPE.BULK_CATERING])(
    'throws RangeError for order type %i, which takes no online advance',
    (orderType) => {
      expect(() => advancePercentFor(orderType)).toThrow(RangeError);
      expect(ADVANCE_PERCENT_BY_ORDER_TYPE[orderType]).toBeUndefined();
    },
  );

  it('lists exactly the five services with an online advance in ADVANCE_PERCENT_BY_ORDER_TYPE', () => {
    expect(
      Object.keys(ADVANCE_PERCENT_BY_ORDER_TYPE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([ORDER_TYPE.DECORATION, ORDER_TYPE.CHEF, ORDER_TYPE.FOOD_DELIVERY, ORDER_TYPE.LIVE_BUFFET_CATERING, ORDER_TYPE.PHOTOGRAPHY]);
  });
});

// advance = total x share rounded half up to whole rupees; balance = total - advance.
describe('advance of each service', () => {
  it.each([
    [ORDER_TYPE.CHEF, 1263, 253, 1010], // 252.6
    [ORDER_TYPE.DECORATION, 1005, 302, 703], // 301.5
    [ORDER_TYPE.FOOD_DELIVERY, 8450, 5493, 2957], // 5,492.5
    [ORDER_TYPE.LIVE_BUFFET_CATERING, 16225, 10546, 5679], // 10,546.25
    [ORDER_TYPE.PHOTOGRAPHY, 4500, 1575, 2925], // exact
  ])('for order type %i and a total of ₹%i gives an advance of ₹%i and a balance of ₹%i', (orderType, total, advance, balance) => {
    const computed = advanceFor(total, advancePercentFor(orderType));
    expect(computed).toBe(advance);
    expect(total - computed).toBe(balance);
  });

  it('keeps advance + balance === total and 0 <= advance <= total for any total 0..10,000,000 and any service with an advance', () => {
    const servicesWithAdvance = Object.keys(ADVANCE_PERCENT_BY_ORDER_TYPE).map((key) => Number(key) as OrderType);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...servicesWithAdvance), (total, orderType) => {
        const advance = advanceFor(total, advancePercentFor(orderType));
        const balance = total - advance;
        expect(Number.isInteger(advance)).toBe(true);
        expect(advance + balance).toBe(total);
        expect(advance).toBeGreaterThanOrEqual(0);
        expect(advance).toBeLessThanOrEqual(total);
      }),
    );
  });
});

/** The percent shown in a bill's "Advance to pay now (X%)" line. */
function advanceLine(lines: readonly { kind: string; label: string; amount: number }[]): { percent: number; amount: number } {
  const line = lines.find((candidate) => candidate.kind === 'advance');
  const match = line ? /^Advance to pay now \((\d+)%\)$/.exec(line.label) : null;
  if (!line || !match?.[1]) throw new Error('the bill has no "Advance to pay now (X%)" line');
  return { percent: Number(match[1]), amount: line.amount };
}

// a page never shows one share and charges another.
describe('bills show and charge the share of the advance table', () => {
  it("labels the chef bill's advance with advancePercentFor(CHEF) and charges advanceFor(total, that percent)", () => {
    for (const bill of [chefBill({ dishRates: [600, 614], people: 1 }), chefBill({ dishRates: rates(8), people: 10 })]) {
      const { percent, amount } = advanceLine(bill.lines);
      expect(percent).toBe(advancePercentFor(ORDER_TYPE.CHEF));
      expect(amount).toBe(advanceFor(bill.total, percent));
      expect(bill.advance).toBe(amount);
      expect(bill.balance).toBe(bill.total - amount);
    }
    expect(chefBill({ dishRates: [600, 614], people: 1 })).toMatchObject({ total: 1263, advance: 253, balance: 1010 });
  });

  it("labels the decoration bill's advance with advancePercentFor(DECORATION) and charges advanceFor(total, that percent)", () => {
    for (const bill of [
      decorationBill({ productPrice: 1005, addons: [] }),
      decorationBill({ productPrice: 2499, addons: [{ name: 'LED lights', unitPrice: 150, quantity: 2 }] }),
    ]) {
      const { percent, amount } = advanceLine(bill.lines);
      expect(percent).toBe(advancePercentFor(ORDER_TYPE.DECORATION));
      expect(amount).toBe(advanceFor(bill.total, percent));
      expect(bill.advance).toBe(amount);
      expect(bill.balance).toBe(bill.total - amount);
    }
    expect(decorationBill({ productPrice: 1005, addons: [] })).toMatchObject({ total: 1005, advance: 302, balance: 703 });
  });
});

describe('chefBill', () => {
  it('adds no surcharge for exactly 7 dishes', () => {
    const bill = chefBill({ dishRates: rates(7), people: 10 });
    expect(bill.surcharge).toBe(0);
    expect(bill.lines.map((line) => line.kind)).toEqual(['dishes', 'people', 'total', 'advance', 'balance']);
    expect(bill.total).toBe(700 + 490);
  });

  it('adds the ₹700 surcharge for 8 dishes', () => {
    const bill = chefBill({ dishRates: rates(8), people: 10 });
    expect(bill).toMatchObject({ dishesTotal: 800, peopleTotal: 490, surcharge: 700, total: 1990, advance: 398, balance: 1592 });
    expect(bill.lines).toEqual([
      { kind: 'dishes', label: '8 dishes', amount: 800 },
      { kind: 'people', label: '₹49 × 10 people', amount: 490 },
      { kind: 'surcharge', label: 'More than 7 dishes', amount: 700 },
      { kind: 'total', label: 'Total', amount: 1990 },
      { kind: 'advance', label: 'Advance to pay now (20%)', amount: 398 },
      { kind: 'balance', label: 'Balance to pay the chef after the service', amount: 1592 },
    ]);
  });

  it('uses the singular for 1 dish and 1 person', () => {
    const bill = chefBill({ dishRates: [651], people: 1 });
    expect(bill.lines[0]).toEqual({ kind: 'dishes', label: '1 dish', amount: 651 });
    expect(bill.lines[1]).toEqual({ kind: 'people', label: '₹49 × 1 person', amount: 49 });
  });

  it('meets the minimum from a total of ₹700', () => {
    expect(chefBill({ dishRates: [650], people: 1 })).toMatchObject({ total: 699, meetsMinimum: false });
    expect(chefBill({ dishRates: [651], people: 1 })).toMatchObject({ total: 700, meetsMinimum: true });
    expect(chefBill({ dishRates: [652], people: 1 })).toMatchObject({ total: 701, meetsMinimum: true });
  });

  it('accepts 1 to 35 people', () => {
    expect(() => chefBill({ dishRates: [700], people: 0 })).toThrow(RangeError);
    expect(chefBill({ dishRates: [700], people: 1 }).peopleTotal).toBe(49);
    expect(chefBill({ dishRates: [700], people: 35 }).peopleTotal).toBe(1715);
    expect(() => chefBill({ dishRates: [700], people: 36 })).toThrow(RangeError);
    expect(() => chefBill({ dishRates: [700], people: 2.5 })).toThrow(RangeError);
  });

  it('accepts 1 to 12 dishes', () => {
    expect(() => chefBill({ dishRates: [], people: 10 })).toThrow(RangeError);
    const twelve = chefBill({ dishRates: rates(12), people: 10 });
    expect(twelve).toMatchObject({ dishesTotal: 1200, surcharge: 700, total: 2390, advance: 478, balance: 1912 });
    expect(twelve.lines[0]?.label).toBe('12 dishes');
    expect(() => chefBill({ dishRates: rates(13), people: 10 })).toThrow(RangeError);
  });

  it('throws RangeError for a rate that is not a positive whole number', () => {
    expect(() => chefBill({ dishRates: [300, 0], people: 10 })).toThrow(RangeError);
    expect(() => chefBill({ dishRates: [300, -5], people: 10 })).toThrow(RangeError);
    expect(() => chefBill({ dishRates: [300, 99.5], people: 10 })).toThrow(RangeError);
  });

  it('keeps the balance equal to total minus advance after rounding', () => {
    const bill = chefBill({ dishRates: [600, 539], people: 2 }); // 1237
    expect(bill).toMatchObject({ total: 1237, advance: 247, balance: 990 });
  });
});

describe('decorationBill', () => {
  it('lists the product and the ordered add-ons, with a 30% advance', () => {
    const bill = decorationBill({
      productPrice: 2499,
      addons: [
        { name: 'LED lights', unitPrice: 150, quantity: 2 },
        { name: 'Fog machine', unitPrice: 500, quantity: 0 },
        { name: 'Name banner', unitPrice: 299, quantity: 1 },
      ],
    });
    expect(bill).toEqual({
      lines: [
        { kind: 'product', label: 'Decoration', amount: 2499 },
        { kind: 'addon', label: 'LED lights × 2', amount: 300 },
        { kind: 'addon', label: 'Name banner × 1', amount: 299 },
        { kind: 'total', label: 'Total', amount: 3098 },
        { kind: 'advance', label: 'Advance to pay now (30%)', amount: 929 }, // 929.4
        { kind: 'balance', label: 'Balance to pay the decorator on site', amount: 2169 },
      ],
      total: 3098,
      advance: 929,
      balance: 2169,
      meetsMinimum: true,
    });
  });

  it('has no minimum: a cheap decoration still meets it', () => {
    expect(decorationBill({ productPrice: 5, addons: [] })).toMatchObject({ total: 5, advance: 2, balance: 3, meetsMinimum: true });
  });

  it('accepts add-on quantities 0 to 20', () => {
    const addon = (quantity: number) => ({ productPrice: 1000, addons: [{ name: 'Balloon', unitPrice: 10, quantity }] });
    expect(decorationBill(addon(0)).total).toBe(1000);
    expect(decorationBill(addon(20)).total).toBe(1200);
    expect(() => decorationBill(addon(21))).toThrow(RangeError);
    expect(() => decorationBill(addon(-1))).toThrow(RangeError);
    expect(() => decorationBill(addon(1.5))).toThrow(RangeError);
  });

  it('throws RangeError for a negative or fractional price', () => {
    expect(() => decorationBill({ productPrice: -1, addons: [] })).toThrow(RangeError);
    expect(() => decorationBill({ productPrice: 999.9, addons: [] })).toThrow(RangeError);
    expect(() => decorationBill({ productPrice: 1000, addons: [{ name: 'Balloon', unitPrice: -10, quantity: 1 }] })).toThrow(RangeError);
    expect(() => decorationBill({ productPrice: 1000, addons: [{ name: 'Balloon', unitPrice: 10.5, quantity: 1 }] })).toThrow(RangeError);
  });
});

describe('gasBurnersNeeded', () => {
  it.each([
    [0, 0],
    [1, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [15, 4],
  ])('%i gas dishes need %i burners', (dishes, burners) => {
    expect(gasBurnersNeeded(dishes)).toBe(burners);
  });

  it('throws RangeError for a negative or fractional count', () => {
    expect(() => gasBurnersNeeded(-1)).toThrow(RangeError);
    expect(() => gasBurnersNeeded(2.5)).toThrow(RangeError);
  });
});

describe('scaleIngredients', () => {
  const dal: IngredientNeed[] = [
    { name: 'Onion', unit: 'gram', quantityPerPerson: 50 },
    { name: 'Lemon', unit: 'piece', quantityPerPerson: 0.25 },
  ];
  const paneer: IngredientNeed[] = [
    { name: 'Onion', unit: 'gram', quantityPerPerson: 30 },
    { name: 'Cream', unit: 'ml', quantityPerPerson: 20 },
  ];

  it('multiplies by people, sums a shared ingredient once and sorts by name', () => {
    expect(scaleIngredients([dal, paneer], 10)).toEqual([
      { name: 'Cream', unit: 'ml', quantity: 200 },
      { name: 'Lemon', unit: 'piece', quantity: 3 }, // 0.25 × 10 = 2.5, rounded up
      { name: 'Onion', unit: 'gram', quantity: 800 }, // (50 + 30) × 10
    ]);
  });

  it('rounds pieces up after summing, not per dish', () => {
    const lemon: IngredientNeed[] = [{ name: 'Lemon', unit: 'piece', quantityPerPerson: 0.3 }];
    // per dish 1.5 -> 2 would give 4; summed 3 stays 3
    expect(scaleIngredients([lemon, lemon], 5)).toEqual([{ name: 'Lemon', unit: 'piece', quantity: 3 }]);
    // 0.1 × 12 = 1.2 needs 2 lemons, not 1
    expect(scaleIngredients([[{ name: 'Lemon', unit: 'piece', quantityPerPerson: 0.1 }]], 12)).toEqual([
      { name: 'Lemon', unit: 'piece', quantity: 2 },
    ]);
  });

  it('does not round floating-point noise up to an extra piece', () => {
    const chilli = (quantityPerPerson: number): IngredientNeed[] => [{ name: 'Green chilli', unit: 'piece', quantityPerPerson }];
    // 0.1 × 6 + 0.4 × 6 is 3.0000000000000004 in floating point
    expect(scaleIngredients([chilli(0.1), chilli(0.4)], 6)).toEqual([{ name: 'Green chilli', unit: 'piece', quantity: 3 }]);
  });

  it('rounds grams and ml to whole numbers, at least 1', () => {
    expect(
      scaleIngredients(
        [
          [
            { name: 'Salt', unit: 'gram', quantityPerPerson: 0.04 },
            { name: 'Oil', unit: 'ml', quantityPerPerson: 12.5 },
            { name: 'Sugar', unit: 'gram', quantityPerPerson: 2.4 },
          ],
        ],
        3,
      ),
    ).toEqual([
      { name: 'Oil', unit: 'ml', quantity: 38 }, // 37.5
      { name: 'Salt', unit: 'gram', quantity: 1 }, // 0.12
      { name: 'Sugar', unit: 'gram', quantity: 7 }, // 7.2
    ]);
  });

  it('throws Error when one ingredient comes with two units', () => {
    const milkMl: IngredientNeed[] = [{ name: 'Milk', unit: 'ml', quantityPerPerson: 100 }];
    const milkGram: IngredientNeed[] = [{ name: 'Milk', unit: 'gram', quantityPerPerson: 100 }];
    expect(() => scaleIngredients([milkMl, milkGram], 4)).toThrow(/Milk/);
  });

  it('throws RangeError for people outside 1..35 or a non-positive quantity', () => {
    expect(() => scaleIngredients([dal], 0)).toThrow(RangeError);
    expect(() => scaleIngredients([dal], 36)).toThrow(RangeError);
    expect(() => scaleIngredients([[{ name: 'Salt', unit: 'gram', quantityPerPerson: 0 }]], 4)).toThrow(RangeError);
  });

  it('returns an empty list for no dishes', () => {
    expect(scaleIngredients([], 4)).toEqual([]);
  });
});

describe('formatQuantity', () => {
  it.each([
    [800, 'gram', '800 g'],
    [1000, 'gram', '1000 g'],
    [1001, 'gram', '1 kg'],
    [1005, 'gram', '1.01 kg'],
    [1333, 'gram', '1.33 kg'],
    [1500, 'gram', '1.5 kg'],
    [250, 'ml', '250 ml'],
    [1000, 'ml', '1000 ml'],
    [2250, 'ml', '2.25 L'],
    [3000, 'ml', '3 L'],
    [1, 'piece', '1 piece'],
    [2, 'piece', '2 pieces'],
    [3, 'piece', '3 pieces'],
  ] as const)('%i %s -> %s', (quantity, unit, text) => {
    expect(formatQuantity(quantity, unit)).toBe(text);
  });

  it('throws RangeError for a negative quantity', () => {
    expect(() => formatQuantity(-1, 'gram')).toThrow(RangeError);
  });
});
