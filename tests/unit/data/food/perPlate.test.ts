import { describe, expect, it } from 'vitest';
import { foodPackages } from '../../../../data/catalogue/foodPackages';
import { partyFoodDishes } from '../../../../data/catalogue/partyFood';
import type { SeedFoodPackage, SeedPartyFoodDish } from '../../../../data/catalogue/types';
import { fromPricesPerPlate, lowestPricePerPlate, packagePricePerPlate } from '../../../../data/food/perPlate';

/** A menu dish for the tests: price per plate in whole rupees, in a meal group. */
const dish = (slug: string, mealGroup: string, platePrice: number): SeedPartyFoodDish => ({
  slug,
  name: slug,
  mealGroup,
  isDish: 1,
  platePrice,
  perPersonQty: 100,
  unit: 'gram',
  modes: ['delivery', 'buffet'],
});
const pkg = (slug: string, packageType: SeedFoodPackage['packageType'], dishes: string[]): SeedFoodPackage => ({
  slug,
  name: slug,
  description: slug,
  foodType: 'veg',
  packageType,
  dishes,
});

const DISHES = [
  dish('paneer', 'main-course', 120),
  dish('dal', 'main-course', 100),
  dish('kofta', 'main-course', 80),
  dish('rice', 'breads-rice-raita', 60),
  dish('tawa-roti', 'breads-rice-raita', 20),
  dish('halwa', 'dessert', 40),
  ...Array.from({ length: 6 }, (_, i) => dish(`starter-${i}`, 'appetizer', 100)),
];

describe('from ₹X per plate (the party-food hub)', () => {
  const bySlug = new Map(DISHES.map((d) => [d.slug, d]));

  it('prices a package with the quantity factor of its qualifying dishes only', () => {
    // 2 qualifying dishes: Q = 1, so the plate is the sum of the prices
    expect(packagePricePerPlate(pkg('small', 'bulkFood', ['paneer', 'rice', 'halwa']), bySlug)).toBe(220);
    // 4 qualifying (the tawa roti does not count): (120 + 100 + 80 + 60) x 1.15 + 20 + 40 = 474
    expect(packagePricePerPlate(pkg('four', 'bulkFood', ['paneer', 'dal', 'kofta', 'rice', 'tawa-roti', 'halwa']), bySlug)).toBe(474);
    // 6 qualifying at ₹100: 600 x 0.85 = 510
    const starters = Array.from({ length: 6 }, (_, i) => `starter-${i}`);
    expect(packagePricePerPlate(pkg('starters', 'liveCatering', starters), bySlug)).toBe(510);
  });

  it('takes the lowest package of the service, and null when the service has none', () => {
    const packages = [
      pkg('four', 'bulkFood', ['paneer', 'dal', 'kofta', 'rice', 'tawa-roti', 'halwa']),
      pkg('small', 'bulkFood', ['paneer', 'rice', 'halwa']),
      pkg(
        'starters',
        'liveCatering',
        Array.from({ length: 6 }, (_, i) => `starter-${i}`),
      ),
    ];
    expect(lowestPricePerPlate('delivery', packages, DISHES)).toBe(220);
    expect(lowestPricePerPlate('buffet', packages, DISHES)).toBe(510);
    expect(lowestPricePerPlate('buffet', packages.slice(0, 2), DISHES)).toBeNull();
  });

  it('names the package and the dish when a package lists a dish that is not on the menu', () => {
    expect(() => lowestPricePerPlate('delivery', [pkg('broken', 'bulkFood', ['paneer', 'no-such-dish'])], DISHES)).toThrow(
      'package broken: dish no-such-dish is not on the party-food menu',
    );
  });

  it('gives both services a whole-rupee "from" price from our catalogue, the cheapest of their packages', () => {
    const prices = fromPricesPerPlate();
    const bySlugReal = new Map(partyFoodDishes.map((d) => [d.slug, d]));
    for (const [service, packageType] of [
      ['delivery', 'bulkFood'],
      ['buffet', 'liveCatering'],
    ] as const) {
      const all = foodPackages.filter((p) => p.packageType === packageType).map((p) => packagePricePerPlate(p, bySlugReal));
      expect(all.length).toBeGreaterThan(0);
      expect(prices[service]).toBe(Math.min(...all));
      expect(Number.isInteger(prices[service])).toBe(true);
    }
  });
});
