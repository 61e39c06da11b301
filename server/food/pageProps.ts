import { findCity, findLocality } from '../../data/cities';
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
import { fromPricesPerPlate } from '../../data/food/perPlate';
import type { FoodService } from '../../lib/booking';
import { serviceOfCategory } from '../../lib/routes';
import type { MealGroupPublic } from '../../lib/contracts/catalog';
import { PACKAGE_TYPE_OF_SERVICE, type FoodPackagePublic } from '../../lib/contracts/food';
import { getDb } from '../db/client';
import { publicFoodMenu, publicFoodPackages } from './publicFood';

/** What a party-food dish screen renders on the server: the veg menu of the service and its packages. */
export interface FoodDishPageData {
  initialGroups: MealGroupPublic[];
  packages: FoodPackagePublic[];
}

/** The server-rendered data of the dish screen of `service` (getServerSideProps of the organic and city pages). */
export async function foodDishPageData(service: FoodService): Promise<FoodDishPageData> {
  const { db } = await getDb();
  const [initialGroups, packages] = await Promise.all([
    publicFoodMenu(db, service, true),
    publicFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE[service] }),
  ]);
  return { initialGroups, packages };
}

/**
 * The props of a city (or locality) variant of a food dish screen: the service of `category`, the
 * city preselected (its canonical name) and the menu; null for an unknown city, locality or category (404).
 */
export async function cityFoodPageProps({
  citySlug,
  localitySlug,
  category,
}: {
  citySlug: string;
  localitySlug?: string;
  category: string;
}): Promise<(FoodDishPageData & { service: FoodService; city: { slug: string; name: string } }) | null> {
  const service = serviceOfCategory(category);
  const city = findCity(citySlug);
  if (!service || !city) return null;
  const locality = localitySlug === undefined ? null : findLocality(citySlug, localitySlug);
  if (localitySlug !== undefined && !locality) return null;
  return {
    service,
    city: { slug: city.canonicalSlug ?? city.slug, name: locality ? `${locality.name}, ${city.name}` : city.name },
    ...(await foodDishPageData(service)),
  };
}

/** The props of step 2 of a food booking (`/party-food-delivery-live-catering-select-date/{category}`), or null (404). */
export function foodDatePageProps(category: string): { service: FoodService } | null {
  const service = serviceOfCategory(category);
  return service ? { service } : null;
}

/**
 * The props of `/bulk-food-delivery` or `/caterers`, built at build time from our catalogue (data/, no
 * database): the copy, the enquiry form's cities and limits, and two "from ₹X per plate" numbers, never the catalogue.
 */
export function foodLandingPageProps(page: 'bulk-food-delivery' | 'caterers'): {
  content: FoodLandingContent;
  cities: EnquiryCity[];
  limits: EnquiryLimits;
} {
  const prices = fromPricesPerPlate();
  return {
    content: page === 'caterers' ? caterersLanding(prices) : bulkFoodLanding(prices),
    cities: enquiryCities(),
    limits: enquiryLimits(),
  };
}

/** The props of the food hub `/party-food-delivery-live-catering-buffet`, from data/ at build time. */
export function foodHubPageProps(): { content: FoodHubContent } {
  return { content: foodHubContent(fromPricesPerPlate()) };
}
