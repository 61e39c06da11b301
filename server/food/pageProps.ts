import { findCity, findLocality } from '../../data/cities';
import type { FoodService } from '../../lib/booking';
import { FOOD_CATEGORY } from '../../lib/routes';
import type { MealGroupPublic } from '../../lib/contracts/catalog';
import { PACKAGE_TYPE_OF_SERVICE, type FoodPackagePublic } from '../../lib/contracts/food';
import { getDb } from '../db/client';
import { publicFoodMenu, publicFoodPackages } from './publicFood';

/** What a party-food dish screen renders on the server (issue 13): the veg menu of the service and its packages. */
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
 * The props of a city (or locality) variant of a food dish screen (issue 13): the service of `category`, the
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
  const service = category === FOOD_CATEGORY.delivery ? 'delivery' : category === FOOD_CATEGORY.buffet ? 'buffet' : null;
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
