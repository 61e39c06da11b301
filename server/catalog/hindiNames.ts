import { appliances } from '../../data/catalogue/appliances';
import { cuisines } from '../../data/catalogue/cuisines';
import { dishes } from '../../data/catalogue/dishes';
import { mealGroups } from '../../data/catalogue/mealGroups';
import {
  APPLIANCE_NAMES_HI,
  CUISINE_NAMES_HI,
  DISH_NAMES_HI,
  INGREDIENT_NAMES_HI,
  MEAL_GROUP_NAMES_HI,
} from '../../data/catalogue/names.hi';
import type { ChefRequirements, ConfigurationPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import type { Locale } from '../../lib/i18n/locales';

/**
 * Hindi names of the chef catalogue by English name: the database rows carry no slug, so each seed item's English
 * name leads to the Hindi name of its slug (data/catalogue/names.hi.ts). An item operations added later, or one
 * without a Hindi name, keeps its English name.
 */
function byEnglishName(items: readonly { slug: string; name: string }[], hindi: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(items.flatMap((item) => (hindi[item.slug] ? [[item.name, hindi[item.slug]!] as const] : [])));
}

let maps: Record<'dish' | 'group' | 'cuisine' | 'appliance', Map<string, string>> | undefined;
const names = () =>
  (maps ??= {
    dish: byEnglishName(dishes, DISH_NAMES_HI),
    group: byEnglishName(mealGroups, MEAL_GROUP_NAMES_HI),
    cuisine: byEnglishName(cuisines, CUISINE_NAMES_HI),
    appliance: byEnglishName(appliances, APPLIANCE_NAMES_HI),
  });

/** A catalogue name in `locale`: Hindi when the catalogue has one, else the English name as stored. */
export function catalogueName(kind: 'dish' | 'group' | 'cuisine' | 'appliance' | 'ingredient', name: string, locale: Locale): string {
  if (locale === 'en') return name;
  if (kind === 'ingredient') return INGREDIENT_NAMES_HI[name] ?? name;
  return names()[kind].get(name) ?? name;
}

/** The cuisines (spec 3 configuration items) with their names in `locale`. */
export function localizeCuisines(list: readonly ConfigurationPublic[], locale: Locale): ConfigurationPublic[] {
  return list.map((cuisine) => ({ ...cuisine, name: catalogueName('cuisine', cuisine.name, locale) }));
}

/** Meal groups with their dishes (getMealDish's shape), group, dish and appliance names in `locale`. */
export function localizeMealGroups(groups: readonly MealGroupPublic[], locale: Locale): MealGroupPublic[] {
  if (locale === 'en') return [...groups];
  return groups.map((group) => ({
    ...group,
    mealObject: { ...group.mealObject, name: catalogueName('group', group.mealObject.name, locale) },
    dish: group.dish.map((dish) => ({
      ...dish,
      name: catalogueName('dish', dish.name, locale),
      special_appliance_id: dish.special_appliance_id.map((a) => ({ ...a, name: catalogueName('appliance', a.name, locale) })),
    })),
  }));
}

const HINDI_UNITS: readonly [RegExp, string][] = [
  [/ kg$/, ' किलो'],
  [/ g$/, ' ग्राम'],
  [/ L$/, ' लीटर'],
  [/ ml$/, ' मि.ली.'],
  [/ pieces?$/, ' पीस'],
];

/** An ingredient quantity as lib/pricing formatQuantity writes it ("1.5 kg", "3 pieces") in `locale`. */
export function quantityText(display: string, locale: Locale): string {
  if (locale === 'en') return display;
  for (const [unit, hindi] of HINDI_UNITS) if (unit.test(display)) return display.replace(unit, hindi);
  return display;
}

/** What to keep ready for the chef with appliance and ingredient names and quantities in `locale`. */
export function localizeRequirements(requirements: ChefRequirements, locale: Locale): ChefRequirements {
  if (locale === 'en') return requirements;
  return {
    ...requirements,
    appliances: requirements.appliances.map((name) => catalogueName('appliance', name, locale)),
    ingredients: requirements.ingredients.map((i) => ({
      ...i,
      name: catalogueName('ingredient', i.name, locale),
      display: quantityText(i.display, locale),
    })),
  };
}
