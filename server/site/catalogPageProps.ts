import type { ConfigurationPublic, MealGroupPublic } from '../../lib/contracts/catalog';
import type { ServiceReviewsData } from '../../lib/contracts/reviews';
import { getDb } from '../db/client';
import { serviceReviews } from '../reviews';
import { localizeCuisines, localizeMealGroups, publicCuisines, publicMealDishes } from '../catalog';
import type { Locale } from '../../lib/i18n/locales';

/** What the chef dish screen renders on the server (spec 2): the cuisines, the first cuisine's veg dishes, reviews. */
export interface ChefDishPageData {
  cuisines: ConfigurationPublic[];
  initialGroups: MealGroupPublic[];
  reviews: ServiceReviewsData;
}

/**
 * The props of `/book-chef-cook-for-party` (getServerSideProps): cuisines, the first cuisine's dishes and the chef
 * reviews; cuisine, meal-group, dish and appliance names in `locale` (English where Hindi has none).
 */
export async function chefDishPageProps(locale: Locale = 'en'): Promise<ChefDishPageData> {
  const { db } = await getDb();
  const cuisines = await publicCuisines(db);
  const first = cuisines[0];
  const initialGroups = first ? await publicMealDishes(db, [first._id], true) : [];
  const reviews = await serviceReviews(db, 'chef');
  return { cuisines: localizeCuisines(cuisines, locale), initialGroups: localizeMealGroups(initialGroups, locale), reviews };
}
