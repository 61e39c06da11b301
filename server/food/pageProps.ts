import { mealGroups, partyFoodDishes } from '../../data/catalogue';
import { FOOD_PACKAGE_DESCRIPTIONS_HI } from '../../data/catalogue/foodPackages.hi';
import { FOOD_PACKAGE_NAMES_HI, MEAL_GROUP_NAMES_HI, PARTY_FOOD_NAMES_HI } from '../../data/catalogue/names.hi';
import { findCity, findLocality } from '../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../data/cities/names.hi';
import {
  bulkFoodLanding,
  caterersLanding,
  enquiryCities,
  enquiryLimits,
  foodHubContent,
  type EnquiryCity,
  type EnquiryLimits,
  type FoodHubContent,
  type FoodLandingContent,
} from '../../data/food/landing';
import { bulkFoodLandingHi, caterersLandingHi, foodHubContentHi } from '../../data/food/landing.hi';
import { fromPricesPerPlate } from '../../data/food/perPlate';
import type { FoodService } from '../../lib/booking';
import { serviceOfCategory } from '../../lib/routes';
import type { DishPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { PACKAGE_TYPE_OF_SERVICE, type FoodPackagePublic } from '../../lib/contracts/food';
import { getDb } from '../db/client';
import { publicFoodMenu, publicFoodPackages } from './publicFood';

/** What a party-food dish screen renders on the server: the veg menu of the service and its packages. */
export interface FoodDishPageData {
  initialGroups: MealGroupPublic[];
  packages: FoodPackagePublic[];
}

/** Hindi names by English name (the public menu carries names, not slugs; both are unique in the catalogue). */
const byEnglishName = (items: readonly { slug: string; name: string }[], hindi: Readonly<Record<string, string>>) =>
  new Map(items.flatMap((item) => (hindi[item.slug] ? [[item.name, hindi[item.slug]!] as const] : [])));
let hindiNames: { dishes: Map<string, string>; groups: Map<string, string> } | null = null;
const hindiNamesOf = () =>
  (hindiNames ??= { dishes: byEnglishName(partyFoodDishes, PARTY_FOOD_NAMES_HI), groups: byEnglishName(mealGroups, MEAL_GROUP_NAMES_HI) });

/** A dish in the page's language (its Hindi name under `/hi`; English where the data lacks one). */
const dishIn = (dish: DishPublic, locale: Locale): DishPublic =>
  locale === 'hi' ? { ...dish, name: hindiNamesOf().dishes.get(dish.name) ?? dish.name } : dish;

/** The dish screen's menu and packages in the page's language: Hindi dish, meal-group and package names and package descriptions under `/hi`. */
export function foodDishDataIn({ initialGroups, packages }: FoodDishPageData, locale: Locale): FoodDishPageData {
  if (locale !== 'hi') return { initialGroups, packages };
  const { groups } = hindiNamesOf();
  return {
    initialGroups: initialGroups.map((group) => ({
      mealObject: { ...group.mealObject, name: groups.get(group.mealObject.name) ?? group.mealObject.name },
      dish: group.dish.map((dish) => dishIn(dish, locale)),
    })),
    packages: packages.map((pkg) => ({
      ...pkg,
      name: FOOD_PACKAGE_NAMES_HI[pkg.slug] ?? pkg.name,
      description: FOOD_PACKAGE_DESCRIPTIONS_HI[pkg.slug] ?? pkg.description,
      packageItems: pkg.packageItems.map((dish) => dishIn(dish, locale)),
    })),
  };
}

/**
 * The server-rendered data of the dish screen of `service` (getServerSideProps of the organic and city pages), in
 * the page's language (`language`: the data function's `locale`).
 */
export async function foodDishPageData(service: FoodService, language?: string): Promise<FoodDishPageData> {
  const { db } = await getDb();
  const [initialGroups, packages] = await Promise.all([
    publicFoodMenu(db, service, true),
    publicFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE[service] }),
  ]);
  return foodDishDataIn({ initialGroups, packages }, localeOr(language));
}

/**
 * The props of a city (or locality) variant of a food dish screen: the service of `category`, the
 * city preselected (its canonical name, in the page's language) and the menu; null for an unknown city, locality or
 * category (404).
 */
export async function cityFoodPageProps({
  citySlug,
  localitySlug,
  category,
  locale: language,
}: {
  citySlug: string;
  localitySlug?: string;
  category: string;
  locale?: string;
}): Promise<(FoodDishPageData & { service: FoodService; city: { slug: string; name: string } }) | null> {
  const service = serviceOfCategory(category);
  const city = findCity(citySlug);
  if (!service || !city) return null;
  const locality = localitySlug === undefined ? null : findLocality(citySlug, localitySlug);
  if (localitySlug !== undefined && !locality) return null;
  const hindi = localeOr(language) === 'hi';
  const cityName = (hindi && CITY_NAMES_HI[city.slug]) || city.name;
  const localityName = locality && ((hindi && LOCALITY_NAMES_HI[city.slug]?.[locality.slug]) || locality.name);
  return {
    service,
    city: { slug: city.canonicalSlug ?? city.slug, name: localityName ? `${localityName}, ${cityName}` : cityName },
    ...(await foodDishPageData(service, language)),
  };
}

/** The props of step 2 of a food booking (`/party-food-delivery-live-catering-select-date/{category}`), or null (404). */
export function foodDatePageProps(category: string): { service: FoodService } | null {
  const service = serviceOfCategory(category);
  return service ? { service } : null;
}

/**
 * The props of `/bulk-food-delivery` or `/caterers`, built at build time from our catalogue (data/, no
 * database): the copy, the enquiry form's cities and limits, and two "from ₹X per plate" numbers, never the catalogue;
 * in the page's language (`language`: the data function's `locale`).
 */
export function foodLandingPageProps(
  page: 'bulk-food-delivery' | 'caterers',
  language?: string,
): {
  content: FoodLandingContent;
  cities: EnquiryCity[];
  limits: EnquiryLimits;
} {
  const prices = fromPricesPerPlate();
  const content = page === 'caterers' ? caterersLanding(prices) : bulkFoodLanding(prices);
  if (localeOr(language) !== 'hi') return { content, cities: enquiryCities(), limits: enquiryLimits() };
  return {
    content: page === 'caterers' ? caterersLandingHi(prices, content) : bulkFoodLandingHi(prices, content),
    cities: enquiryCities().map((city) => ({ ...city, name: CITY_NAMES_HI[city.slug] ?? city.name })),
    limits: enquiryLimits(),
  };
}

/** The props of the food hub `/party-food-delivery-live-catering-buffet`, from data/ at build time, in the page's language. */
export function foodHubPageProps(language?: string): { content: FoodHubContent } {
  const prices = fromPricesPerPlate();
  const content = foodHubContent(prices);
  return { content: localeOr(language) === 'hi' ? foodHubContentHi(prices, content) : content };
}
