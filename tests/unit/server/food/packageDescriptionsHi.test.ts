/**
 * The Hindi descriptions of the ready-made party-food packages: one for every package, no Latin word outside the
 * allow-list, naming the package's dishes by their Hindi menu names; the Hindi dish-screen data carries them and
 * the English keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { foodPackages, partyFoodDishes } from '../../../../data/catalogue';
import { FOOD_PACKAGE_DESCRIPTIONS_HI } from '../../../../data/catalogue/foodPackages.hi';
import { PARTY_FOOD_NAMES_HI } from '../../../../data/catalogue/names.hi';
import type { FoodPackagePublic } from '../../../../lib/contracts/food';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { foodDishDataIn } from '../../../../server/food/pageProps';

const packages: FoodPackagePublic[] = foodPackages.map((p, index) => ({
  _id: `pkg-${index}`,
  slug: p.slug,
  name: p.name,
  description: p.description,
  foodType: p.foodType,
  packageType: p.packageType,
  price: 450,
  dishesTotal: 450,
  portionPercent: 100,
  packageItems: [],
}));

describe('the Hindi party-food package descriptions', () => {
  it('has one for every package and none for a package the catalogue lacks', () => {
    expect(Object.keys(FOOD_PACKAGE_DESCRIPTIONS_HI).sort()).toEqual(foodPackages.map((p) => p.slug).sort());
  });

  it('is Hindi without a stray Latin word, and names dishes of the package as the Hindi menu does', () => {
    for (const pkg of foodPackages) {
      const hindi = FOOD_PACKAGE_DESCRIPTIONS_HI[pkg.slug]!;
      expect(strayLatinWords(hindi), pkg.slug).toEqual([]);
      const named = partyFoodDishes
        .filter((dish) => pkg.dishes.includes(dish.slug))
        .map((dish) => PARTY_FOOD_NAMES_HI[dish.slug]!)
        .filter((name) => hindi.includes(name));
      expect(named.length, pkg.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('comes with the Hindi dish-screen data; the English data keeps the English text', () => {
    const hindi = foodDishDataIn({ initialGroups: [], packages }, 'hi').packages;
    for (const pkg of hindi) expect(pkg.description, pkg.slug).toBe(FOOD_PACKAGE_DESCRIPTIONS_HI[pkg.slug]);
    const english = foodDishDataIn({ initialGroups: [], packages }, 'en').packages;
    expect(english.map((p) => p.description)).toEqual(foodPackages.map((p) => p.description));
  });
});
