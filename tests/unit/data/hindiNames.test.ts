import { describe, expect, it } from 'vitest';
import { appliances, cuisines, dishes, foodPackages, mealGroups, partyFoodDishes } from '../../../data/catalogue';
import {
  APPLIANCE_NAMES_HI,
  CUISINE_NAMES_HI,
  DISH_NAMES_HI,
  FOOD_PACKAGE_NAMES_HI,
  INGREDIENT_NAMES_HI,
  MEAL_GROUP_NAMES_HI,
  PARTY_FOOD_NAMES_HI,
} from '../../../data/catalogue/names.hi';
import { cities } from '../../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../../data/cities/names.hi';
import { DECORATION_CATEGORIES, decorationAddons, decorationProducts } from '../../../data/decoration';
import { DECORATION_ADDON_NAMES_HI, DECORATION_CATEGORY_NAMES_HI, DECORATION_PRODUCT_NAMES_HI } from '../../../data/decoration/names.hi';
import { PHOTOGRAPHY_GROUPS, PHOTOGRAPHY_OCCASIONS, photographyAddons, photographyPackages } from '../../../data/photography';
import {
  PHOTOGRAPHY_ADDON_NAMES_HI,
  PHOTOGRAPHY_GROUP_NAMES_HI,
  PHOTOGRAPHY_OCCASION_NAMES_HI,
  PHOTOGRAPHY_PACKAGE_NAMES_HI,
} from '../../../data/photography/names.hi';

/** Devanagari, digits and the few symbols a name may carry; no Latin letters. */
const HINDI_NAME = /^[\u0900-\u097F0-9\s&()'.,\-/+%:]+$/u;

/** A Hindi map and the English entries it names: key -> English name. */
interface HindiMap {
  label: string;
  hindi: Readonly<Record<string, string>>;
  english: ReadonlyMap<string, string>;
}

const bySlug = (items: readonly { slug: string; name: string }[]): ReadonlyMap<string, string> =>
  new Map(items.map((item) => [item.slug, item.name]));

const ingredientNames = [...new Set(dishes.flatMap((dish) => dish.ingredients.map((ingredient) => ingredient.name)))];

const MAPS: readonly HindiMap[] = [
  { label: 'CITY_NAMES_HI', hindi: CITY_NAMES_HI, english: bySlug(cities) },
  ...cities
    .filter((city) => city.localities.length > 0)
    .map((city) => ({
      label: `LOCALITY_NAMES_HI.${city.slug}`,
      hindi: LOCALITY_NAMES_HI[city.slug] ?? {},
      english: bySlug(city.localities),
    })),
  { label: 'DISH_NAMES_HI', hindi: DISH_NAMES_HI, english: bySlug(dishes) },
  { label: 'MEAL_GROUP_NAMES_HI', hindi: MEAL_GROUP_NAMES_HI, english: bySlug(mealGroups) },
  { label: 'CUISINE_NAMES_HI', hindi: CUISINE_NAMES_HI, english: bySlug(cuisines) },
  { label: 'APPLIANCE_NAMES_HI', hindi: APPLIANCE_NAMES_HI, english: bySlug(appliances) },
  { label: 'INGREDIENT_NAMES_HI', hindi: INGREDIENT_NAMES_HI, english: new Map(ingredientNames.map((name) => [name, name])) },
  { label: 'PARTY_FOOD_NAMES_HI', hindi: PARTY_FOOD_NAMES_HI, english: bySlug(partyFoodDishes) },
  { label: 'FOOD_PACKAGE_NAMES_HI', hindi: FOOD_PACKAGE_NAMES_HI, english: bySlug(foodPackages) },
  { label: 'DECORATION_PRODUCT_NAMES_HI', hindi: DECORATION_PRODUCT_NAMES_HI, english: bySlug(decorationProducts) },
  { label: 'DECORATION_CATEGORY_NAMES_HI', hindi: DECORATION_CATEGORY_NAMES_HI, english: bySlug(DECORATION_CATEGORIES) },
  { label: 'DECORATION_ADDON_NAMES_HI', hindi: DECORATION_ADDON_NAMES_HI, english: bySlug(decorationAddons) },
  { label: 'PHOTOGRAPHY_PACKAGE_NAMES_HI', hindi: PHOTOGRAPHY_PACKAGE_NAMES_HI, english: bySlug(photographyPackages) },
  { label: 'PHOTOGRAPHY_OCCASION_NAMES_HI', hindi: PHOTOGRAPHY_OCCASION_NAMES_HI, english: bySlug(PHOTOGRAPHY_OCCASIONS) },
  { label: 'PHOTOGRAPHY_GROUP_NAMES_HI', hindi: PHOTOGRAPHY_GROUP_NAMES_HI, english: bySlug(PHOTOGRAPHY_GROUPS) },
  { label: 'PHOTOGRAPHY_ADDON_NAMES_HI', hindi: PHOTOGRAPHY_ADDON_NAMES_HI, english: bySlug(photographyAddons) },
];

describe('Hindi names', () => {
  it.each(MAPS)('$label has no key the English data lacks', ({ hindi, english }) => {
    expect(Object.keys(hindi).filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(MAPS)('$label names every English entry', ({ hindi, english }) => {
    expect([...english.keys()].filter((key) => !Object.hasOwn(hindi, key))).toEqual([]);
  });

  it.each(MAPS)('$label values are non-empty Devanagari without Latin letters', ({ hindi }) => {
    const bad = Object.entries(hindi).filter(([, value]) => value.trim() === '' || !HINDI_NAME.test(value.trim()));
    expect(bad).toEqual([]);
  });

  it('has a locality map for every city with localities and none for a city without', () => {
    const withLocalities = cities.filter((city) => city.localities.length > 0).map((city) => city.slug);
    expect(Object.keys(LOCALITY_NAMES_HI).sort()).toEqual([...withLocalities].sort());
  });

  it.each(cities.filter((city) => city.localities.length > 0))(
    'no two localities of $slug share a Hindi name unless their English names are equal',
    (city) => {
      const names = LOCALITY_NAMES_HI[city.slug] ?? {};
      const englishBySlug = bySlug(city.localities);
      const seen = new Map<string, string>();
      const clashes: string[] = [];
      for (const [slug, hindi] of Object.entries(names)) {
        const english = englishBySlug.get(slug);
        const earlier = seen.get(hindi);
        if (earlier !== undefined && earlier !== english) clashes.push(`${hindi}: ${earlier} / ${english}`);
        seen.set(hindi, english ?? slug);
      }
      expect(clashes).toEqual([]);
    },
  );
});
